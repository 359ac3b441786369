import { join } from 'node:path';
import { afterAll, expect, test } from 'vitest';
import { ROOT, astro, removeScratch, scratchProject } from './scratch';

afterAll(() => removeScratch('build-output'));

/**
 * A build of the site as it stands says nothing a reader need act on but the launch gate's placeholders: a warning
 * from a tool about code that is fine (Lightning CSS on ::scroll-button(), Rolldown on compiled MDX) would teach
 * copywriters and developers to read past warnings, and name files nothing is wrong with.
 */
test('the build warns of nothing but the placeholders still to replace before launch', async () => {
  const build = await astro(scratchProject('build-output', join(ROOT, 'content')), 'build');
  expect(build.ok, build.output).toBe(true);
  const warnings = build.output.split('\n').filter((line) => /\[WARN\]|warning/i.test(line));
  expect(warnings).toEqual([expect.stringMatching(/\[WARN\] \[launch-gate\] Not ready to launch/)]);
});
