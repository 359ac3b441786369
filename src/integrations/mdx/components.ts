import type * as Satteri from 'satteri';
import { MDX_COMPONENTS, type ComponentName, type ComponentRules } from '../../components/mdx/names';
import { didYouMean } from '../../lib/closestName';
import { replaceKeepingChildren, stop, type Element } from './shared';

const quoted = (words: readonly string[]) => words.map((word) => `"${word}"`).join(', ');

/**
 * Holds each component to src/components/mdx/names.ts: an unknown component, attribute or value, or a required one
 * left out, stops the compile. Sets `eager` on the first band's picture below a band hero (on a tablet's first screen).
 */
export function checkComponents(): Satteri.MdastPluginEntry {
  return (factory) => {
    const page: Record<string, unknown> = factory.data.astro?.frontmatter ?? {};
    let sections = 0;
    const element = (node: Element, ctx: Satteri.MdastVisitorContext) => {
      if (!node.name || !/^[A-Z]/.test(node.name)) return;
      const fail = (message: string) => stop(factory, message, node.position);
      const components = Object.keys(MDX_COMPONENTS);
      if (!Object.hasOwn(MDX_COMPONENTS, node.name)) {
        fail(
          `there is no component <${node.name}>.${didYouMean(node.name, components, (name) => `<${name}>`)} Components a page may use: <${components.join('>, <')}> (see content/README.md).`,
        );
      }
      const name = node.name as ComponentName;
      const { attributes }: ComponentRules = MDX_COMPONENTS[name];
      const known = Object.keys(attributes);
      const written = new Set<string>();
      for (const attribute of node.attributes) {
        if (attribute.type !== 'mdxJsxAttribute') continue;
        written.add(attribute.name);
        const rule =
          attributes[attribute.name] ??
          fail(
            `<${name}> has no attribute "${attribute.name}".${didYouMean(attribute.name, known)} It takes: ${quoted(known) || 'none'}.`,
          );
        const value = attribute.value;
        if (typeof value !== 'string') continue;
        const tag = `<${name} ${attribute.name}="${value}">`;
        if (rule.values && !rule.values.includes(value)) {
          fail(`${tag}: ${attribute.name} is one of ${quoted(rule.values)}.${didYouMean(value, rule.values)}`);
        }
        const entries = rule.under && Object.keys((page[rule.under] as object | undefined) ?? {});
        if (entries && !entries.includes(value)) {
          fail(
            `${tag}: this page's frontmatter has no ${rule.under}.${value}.${didYouMean(value, entries)} ${entries.length ? `Names under ${rule.under}: ${entries.join(', ')}.` : `Add it under "${rule.under}:".`}`,
          );
        }
      }
      for (const required of known.filter((attribute) => attributes[attribute]!.required)) {
        if (!written.has(required)) fail(`<${name}> needs ${required}="…" (see content/README.md).`);
      }
      if (name === 'Section') sections += 1;
      const picture = name === 'Carousel' || (name === 'Section' && written.has('image'));
      const bandHero = (page['hero'] as { variant?: string } | undefined)?.variant !== 'full';
      if (sections === 1 && picture && bandHero && !written.has('eager')) {
        const eager = { type: 'mdxJsxAttribute' as const, name: 'eager', value: null };
        replaceKeepingChildren(ctx, node, { attributes: [...node.attributes, eager] });
      }
    };
    return {
      name: 'check-components',
      options: { position: true },
      mdxJsxFlowElement: element,
      mdxJsxTextElement: element,
    };
  };
}
