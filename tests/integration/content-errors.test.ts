import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, test } from 'vitest';
import { ROOT, astro, removeScratch, scratchProject, type Patch } from './scratch';

/** One small valid site; each case below breaks one field of it with a patch. */
const VALID = join(ROOT, 'tests/fixtures/content');
const CASES: string[] = [];

interface SyncResult {
  ok: boolean;
  /** The error as a copywriter reads it: the error line, the fields, and where, with paths made relative. */
  report: string;
}

/** Runs `astro sync` on the valid fixture content with one case's patches applied. */
async function syncWith(name: string, ...patches: Patch[]): Promise<SyncResult> {
  CASES.push(name);
  const dir = scratchProject(`errors-${name}`, VALID, ...patches);
  const result = await astro(dir, 'sync');
  return { ok: result.ok, report: result.ok ? '' : summarise(result.output, dir) };
}

/** Keeps the lines a copywriter acts on: the error, its field lines and the file it points at. */
function summarise(output: string, dir: string): string {
  // eslint-disable-next-line no-control-regex -- strips terminal colour codes
  const lines = output.replace(/\u001b\[[0-9;]*m/g, '').split('\n');
  // The report starts at the first line that is not one of Astro's timestamped progress lines.
  const start = lines.findIndex((line) => line.trim() !== '' && !/^\d\d:\d\d:\d\d /.test(line));
  if (start === -1) return output;
  const kept: string[] = [];
  for (let i = start; i < lines.length; i += 1) {
    const line = lines[i]!.trimEnd();
    if (/^\s*(Hint|Error reference|Stack trace):/.test(line)) continue;
    if (/^\s*Location:/.test(line)) {
      kept.push(`Location: ${(lines[i + 1] ?? '').trim().replace(dir + '/', '')}`);
      break;
    }
    if (/^\s{4}(See https|https:\/\/docs)/.test(line)) continue;
    kept.push(line);
  }
  return kept
    .join('\n')
    .replaceAll(dir + '/', '')
    .replace(/\n{2,}/g, '\n')
    .trim();
}

afterAll(() => {
  for (const name of CASES) removeScratch(`errors-${name}`);
});

describe.concurrent('bad content stops the build with a message naming the file, the field and the fix', () => {
  test('the valid fixture syncs, so each failure below is its one broken field', async ({ expect }) => {
    expect(await syncWith('valid')).toEqual({ ok: true, report: '' });
  });

  test('a missing required field', async ({ expect }) => {
    const result = await syncWith('missing-title', { file: 'pages/home.mdx', from: /^title: .*\n/m, to: '' });
    expect(result.ok).toBe(false);
    expect(result.report).toMatchInlineSnapshot(`
      "[InvalidContentEntryDataError] pages → home data does not match collection schema.
        title: Missing. Add the page title for the browser tab.
      Location: content/pages/home.mdx:1:1"
    `);
  });

  test('a wrong type', async ({ expect }) => {
    const result = await syncWith('wrong-type', { file: 'offer.yaml', from: 'units: 100', to: 'units: one hundred' });
    expect(result.ok).toBe(false);
    expect(result.report).toMatchInlineSnapshot(`
      "[InvalidContentEntryDataError] offer → offer data does not match collection schema.
        units: Expected a number (the number of units), got the text "one hundred". Write digits only, without £, % or commas.
      Location: content/offer.yaml:11:1"
    `);
  });

  test('a nav link to a page that does not exist', async ({ expect }) => {
    const result = await syncWith('unknown-nav-path', { file: 'site.yaml', from: 'page: home', to: 'page: rooms' });
    expect(result.ok).toBe(false);
    expect(result.report).toMatchInlineSnapshot(`
      "[InvalidContentEntryDataError] site → site data does not match collection schema.
        nav.0.page: There is no page "rooms" (no content/pages/rooms.mdx). Use one of: home.
      Location: content/site.yaml:21:1"
    `);
  });

  test('a nav link to a draft, which is not published', async ({ expect }) => {
    const result = await syncWith(
      'draft-nav',
      { file: 'pages/_garden.mdx', copyOf: 'pages/home.mdx' },
      { file: 'site.yaml', from: 'page: home', to: 'page: _garden' },
    );
    expect(result.ok).toBe(false);
    expect(result.report).toMatchInlineSnapshot(`
      "[InvalidContentEntryDataError] site → site data does not match collection schema.
        nav.0.page: "_garden" is a draft, not published: its file name starts with _. To publish it, rename content/pages/_garden.mdx to garden.mdx and write page: garden. Use one of: home.
      Location: content/site.yaml:21:1"
    `);
  });

  test('no home page, which would leave the site without an address /', async ({ expect }) => {
    const result = await syncWith(
      'no-home',
      { file: 'pages/garden.mdx', copyOf: 'pages/home.mdx' },
      { file: 'site.yaml', from: 'page: home', to: 'page: garden' },
      { file: 'pages/home.mdx', removed: true },
    );
    expect(result.ok).toBe(false);
    expect(result.report).toMatchInlineSnapshot(`
      "content/pages/home.mdx is missing: it is the home page, /. Restore it from version control.
      Location: content/site.yaml:1:1"
    `);
  });

  test('an unknown placeholder in frontmatter', async ({ expect }) => {
    const result = await syncWith('unknown-placeholder', {
      file: 'pages/home.mdx',
      from: 'from £35,000',
      to: 'from {prise}',
    });
    expect(result.ok).toBe(false);
    expect(result.report).toMatchInlineSnapshot(`
      "[InvalidContentEntryDataError] pages → home data does not match collection schema.
        hero.heading: Unknown placeholder {prise}. Did you mean {price}? The placeholders are: {price}, {priceShort}, {deposit}, {balance}, {monthlyPayment}, {months}, {interest}, {units}, {studioSize}, {sharedSpace}, {paybackClaimYears}, {payback}, {startingRent}, {rentIncrease}, {netShare}, {costs}, {projectionYears}, {downsideRentLower}, {downsideRentIncrease}, {downsidePayback}, {serviceCharge}, {operatorFee}, {brand}, {operator}, {app}, {company}, {companyNumber}, {registeredIn}, {registeredOffice}, {privacyEmail}, {approval}, {completion}, {depositProtection}, {protection}.
      Location: content/pages/home.mdx:5:1"
    `);
  });

  test('a sales number that is not E.164 digits', async ({ expect }) => {
    const result = await syncWith('bad-phone', {
      file: 'site.yaml',
      from: "number: '447700900123'",
      to: "number: '+44 7700 900123'",
    });
    expect(result.ok).toBe(false);
    expect(result.report).toMatchInlineSnapshot(`
      "[InvalidContentEntryDataError] site → site data does not match collection schema.
        chat.number: "+44 7700 900123" is not an E.164 number in digits. Write 7 to 15 digits, country code first, with no +, spaces or dashes, e.g. '447700900123'.
      Location: content/site.yaml:16:1"
    `);
  });

  test('a site address without https://, which Astro’s own config check would call an "Invalid URL" and no more', async ({
    expect,
  }) => {
    const result = await syncWith('bare-site-url', {
      file: 'site.yaml',
      from: 'siteUrl: https://',
      to: 'siteUrl: ',
    });
    expect(result.ok).toBe(false);
    expect(result.report).toMatchInlineSnapshot(`
      "[InvalidContentEntryDataError] site → site data does not match collection schema.
        siteUrl: Expected the public https address of the site, e.g. "https://www.example.com".
      Location: content/site.yaml:6:1"
    `);
  });

  test('an image file that does not exist', async ({ expect }) => {
    const result = await syncWith('missing-image', {
      file: 'pages/home.mdx',
      from: 'src: ../images/peak.png',
      to: 'src: ../images/summit.jpg',
    });
    expect(result.ok).toBe(false);
    expect(result.report).toMatchInlineSnapshot(`
      "[InvalidContentEntryDataError] pages → home data does not match collection schema.
        hero.image.src: No image at "../images/summit.jpg" (looked for content/images/summit.jpg). Add the file there or fix the path; images in that folder: peak.png, thumbnail.png.
      Location: content/pages/home.mdx:7:1"
    `);
  });

  test('an image path from the wrong folder, the file there under the same name', async ({ expect }) => {
    const result = await syncWith('image-path-folder', {
      file: 'pages/home.mdx',
      from: 'src: ../images/peak.png',
      to: 'src: images/PEAK.png',
    });
    expect(result.ok).toBe(false);
    expect(result.report).toMatchInlineSnapshot(`
      "[InvalidContentEntryDataError] pages → home data does not match collection schema.
        hero.image.src: No image at "images/PEAK.png" (looked for content/pages/images/PEAK.png). Did you mean "../images/peak.png"? Add the file there or fix the path.
      Location: content/pages/home.mdx:7:1"
    `);
  });

  test('an image deleted since the last run, its page unchanged, which Astro would name no page for', async ({
    expect,
  }) => {
    CASES.push('deleted-image');
    const dir = scratchProject(
      'errors-deleted-image',
      VALID,
      { file: 'images/hero.png', copyOf: 'images/peak.png' },
      { file: 'pages/home.mdx', from: 'src: ../images/peak.png', to: 'src: ../images/hero.png' },
    );
    expect(await astro(dir, 'sync')).toMatchObject({ ok: true });
    rmSync(join(dir, 'content/images/hero.png'));
    const result = await astro(dir, 'sync');
    expect(result.ok).toBe(false);
    expect(summarise(result.output, dir)).toMatchInlineSnapshot(`
      "[InvalidContentEntryDataError] pages → home data does not match collection schema.
        hero.image.src: No image at "../images/hero.png" (looked for content/images/hero.png). Add the file there or fix the path; images in that folder: peak.png, thumbnail.png.
      Location: content/pages/home.mdx:7:1"
    `);
  });

  test('an image narrower than the site shows it, which would look blurred', async ({ expect }) => {
    const result = await syncWith('narrow-image', {
      file: 'pages/home.mdx',
      from: 'src: ../images/peak.png',
      to: 'src: ../images/thumbnail.png',
    });
    expect(result.ok).toBe(false);
    expect(result.report).toMatchInlineSnapshot(`
      "[InvalidContentEntryDataError] pages → home data does not match collection schema.
        hero.image.src: "../images/thumbnail.png" is 8 pixels wide, and would look blurred on large screens. Use a picture at least 1600 pixels wide (a larger export of the same photo will do).
      Location: content/pages/home.mdx:7:1"
    `);
  });

  test('an image without alt text', async ({ expect }) => {
    const result = await syncWith('image-without-alt', { file: 'pages/home.mdx', from: /^ {4}alt: .*\n/m, to: '' });
    expect(result.ok).toBe(false);
    expect(result.report).toMatchInlineSnapshot(`
      "[InvalidContentEntryDataError] pages → home data does not match collection schema.
        hero.image.alt: Missing. Add alt text: a short description of what the image shows.
      Location: content/pages/home.mdx:6:1"
    `);
  });

  test('deposit + monthly payment × months that is not the price', async ({ expect }) => {
    const result = await syncWith('price-does-not-add-up', {
      file: 'offer.yaml',
      from: 'monthlyPayment: 550',
      to: 'monthlyPayment: 500',
    });
    expect(result.ok).toBe(false);
    expect(result.report).toMatchInlineSnapshot(`
      "[InvalidContentEntryDataError] offer → offer data does not match collection schema.
        price: The figures do not add up: deposit 2000 + monthlyPayment 500 × months 60 = 32000, but price is 35000. Correct the price, the deposit, the monthly payment or the number of months.
      Location: content/offer.yaml:3:1"
    `);
  });

  test('a balance that is not price − deposit', async ({ expect }) => {
    const result = await syncWith('balance-wrong', {
      file: 'offer.yaml',
      from: 'balance: 33000',
      to: 'balance: 35000',
    });
    expect(result.ok).toBe(false);
    expect(result.report).toMatchInlineSnapshot(`
      "[InvalidContentEntryDataError] offer → offer data does not match collection schema.
        balance: The balance must be price − deposit = 33000, but it is 35000. Set balance to 33000.
      Location: content/offer.yaml:5:1"
    `);
  });

  test('a payback claim the projection does not support', async ({ expect }) => {
    const result = await syncWith('unproven-payback-claim', {
      file: 'offer.yaml',
      from: 'paybackClaimYears: 8',
      to: 'paybackClaimYears: 7',
    });
    expect(result.ok).toBe(false);
    expect(result.report).toMatchInlineSnapshot(`
      "[InvalidContentEntryDataError] offer → offer data does not match collection schema.
        paybackClaimYears: The projection recovers the price in 7.4 years, so "under 7 years" is not true. Raise paybackClaimYears or correct the projection inputs.
      Location: content/offer.yaml:17:1"
    `);
  });

  test('a misspelt optional field, which would otherwise be dropped without a word', async ({ expect }) => {
    const result = await syncWith('misspelt-field', {
      file: 'pages/home.mdx',
      from: '  heading:',
      to: '  lead: One or two sentences under the heading.\n  heading:',
    });
    expect(result.ok).toBe(false);
    expect(result.report).toMatchInlineSnapshot(`
      "[InvalidContentEntryDataError] pages → home data does not match collection schema.
        hero: No such field: "lead" (did you mean "lede"?). The fields here are: variant, eyebrow, heading, lede, image, highlights, cta.
      Location: content/pages/home.mdx:5:1"
    `);
  });

  test('a misspelt field at the top level of a file', async ({ expect }) => {
    const result = await syncWith('misspelt-top-level-field', {
      file: 'site.yaml',
      from: 'operator: Solvane',
      to: 'operater: Solvane',
    });
    expect(result.ok).toBe(false);
    expect(result.report).toMatchInlineSnapshot(`
      "[InvalidContentEntryDataError] site → site data does not match collection schema.
        operator: Missing. Add the operator brand, e.g. "Solvane".
        No such field at the top level of the file: "operater" (did you mean "operator"?). The fields here are: brand, operator, siteUrl, shareImage, chat, nav, company, regulatoryStatement, approval, completion, depositProtection, protection, highRisk, footer.
      Location: content/site.yaml:4:1"
    `);
  });

  test('frontmatter that is not valid YAML', async ({ expect }) => {
    const result = await syncWith('broken-frontmatter', {
      file: 'pages/home.mdx',
      from: 'description: A valid',
      to: 'description: "A valid',
    });
    expect(result.ok).toBe(false);
    expect(result.report).toMatchInlineSnapshot(`
      "The frontmatter is not valid YAML: the value at line 3 opens a quote (") and never closes it. Put the same quote at the end of that value.
      Location: content/pages/home.mdx:3:14"
    `);
  });

  test('frontmatter never closed, which Astro would read as no fields at all and call each one missing', async ({
    expect,
  }) => {
    const result = await syncWith('unclosed-frontmatter', {
      file: 'pages/home.mdx',
      from: '---\n\nValid body',
      to: '\nValid body',
    });
    expect(result.ok).toBe(false);
    expect(result.report).toMatchInlineSnapshot(`
      "The frontmatter is never closed: the --- on line 1 opens it, and another line of three hyphens, ---, closes it, after its last field and before the page's first <Section>.
      Location: content/pages/home.mdx:1:1"
    `);
  });

  test('an opening --- with a space after it, in a file saved with a byte-order mark, reads as Astro reads it', async ({
    expect,
  }) => {
    expect(await syncWith('fence-space', { file: 'pages/home.mdx', from: /^---\n/, to: '\uFEFF--- \n' })).toEqual({
      ok: true,
      report: '',
    });
  });

  test('a page whose first line is not its --- line', async ({ expect }) => {
    const result = await syncWith('no-opening-line', { file: 'pages/home.mdx', from: /^---\n/, to: '' });
    expect(result.ok).toBe(false);
    expect(result.report).toMatchInlineSnapshot(`
      "The page does not start with its frontmatter: a line of three hyphens, ---, then its fields (title, description, hero), then another --- line, at the very top of the file.
      Location: content/pages/home.mdx:1:1"
    `);
  });

  test('a page saved as Markdown (.md), which the site would otherwise leave out without a word', async ({
    expect,
  }) => {
    const result = await syncWith('markdown-page', { file: 'pages/events.md', copyOf: 'pages/home.mdx' });
    expect(result.ok).toBe(false);
    expect(result.report).toMatchInlineSnapshot(`
      "content/pages/events.md is not a page: a page is an MDX file, its name ending in .mdx. Rename it events.mdx.
      Location: content/pages/events.md:1:1"
    `);
  });

  test('a page in a folder of its own, which the site would otherwise leave out without a word', async ({ expect }) => {
    const result = await syncWith('nested-page', { file: 'pages/news/launch.mdx', copyOf: 'pages/home.mdx' });
    expect(result.ok).toBe(false);
    expect(result.report).toMatchInlineSnapshot(`
      "content/pages/news/launch.mdx is in a folder of its own: pages sit directly in content/pages/, where a page's file name is its address. Move it to content/pages/launch.mdx.
      Location: content/pages/news/launch.mdx:1:1"
    `);
  });

  test('a page saved in another encoding than UTF-8, which would show a � for each accent', async ({ expect }) => {
    const result = await syncWith('latin1-page', {
      file: 'pages/home.mdx',
      from: 'description: A valid',
      to: 'description: A café and a valid',
      encoding: 'latin1',
    });
    expect(result.ok).toBe(false);
    expect(result.report).toMatchInlineSnapshot(`
      "content/pages/home.mdx is not saved as UTF-8, the encoding the site reads, so it reads "caf�" on line 3: its accents, £ signs and curly quotes would show as �. Save the file again with the encoding UTF-8 (Save As, or Save with Encoding, in most editors).
      Location: content/pages/home.mdx:3:19"
    `);
  });

  test('a data file that is not valid YAML', async ({ expect }) => {
    const result = await syncWith('broken-site-yaml', {
      file: 'site.yaml',
      from: 'operator: Solvane',
      to: 'operator: Solvane: Hotels',
    });
    expect(result.ok).toBe(false);
    expect(result.report).toMatchInlineSnapshot(`
      "content/site.yaml is not valid YAML: Nested mappings are not allowed in compact mappings at line 4, column 11:
      operator: Solvane: Hotels
                ^
      Check the quotes, colons and indentation on that line.
      Location: content/site.yaml:4:11"
    `);
  });
});
