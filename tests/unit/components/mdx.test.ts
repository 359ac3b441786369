import { readFileSync } from 'node:fs';
import { experimental_AstroContainer as AstroContainer } from 'astro/container';
import { beforeAll, describe, expect, test, vi } from 'vitest';
import { parse } from 'yaml';
import Faq from '@/components/mdx/Faq.astro';
import Item from '@/components/mdx/Item.astro';
import ProjectionTable from '@/components/mdx/ProjectionTable.astro';
import Section from '@/components/mdx/Section.astro';
import SummaryTable from '@/components/mdx/SummaryTable.astro';
import PageHero from '@/components/sections/PageHero.astro';
import heroPicture from '../../../content/images/hero.jpg';
import ChatLink from '@/components/ui/ChatLink.astro';
import NotFound from '@/pages/404.astro';
import type { RenderedPage } from '@/content/entries';
import { projectionTable } from '@/lib/figures';
import { fillData, placeholderValues } from '@/lib/placeholders';

/** content/site.yaml and content/offer.yaml, as the collections hold them (no image in these components). */
const raw = (name: string) => parse(readFileSync(new URL(`../../../content/${name}.yaml`, import.meta.url), 'utf8'));
const site = raw('site');
const offer = raw('offer');
const values = placeholderValues(offer, site);

// The components read site.yaml and offer.yaml through astro:content; here it serves the files themselves, and the
// page entry a test sets.
const entries = vi.hoisted(() => ({ page: undefined as unknown }));
vi.mock('astro:content', () => ({
  getEntry: async (collection: string) => (collection === 'pages' ? entries.page : { data: raw(collection) }),
}));

let container: AstroContainer;
beforeAll(async () => {
  container = await AstroContainer.create();
});

/** A page being rendered, as `[...slug].astro` sets it for the MDX components. */
const locals = (data: Partial<RenderedPage['data']>) => ({
  page: { id: 'example', data: data as RenderedPage['data'] },
});

describe('ChatLink', () => {
  test('opens the sales chat in a new tab with the message, encoded', async () => {
    const html = await container.renderToString(ChatLink, {
      props: { message: "Hello! Could you send me the floorplans? 2 & 3 bed's" },
      slots: { default: 'Request Floorplans' },
    });
    const href = /href="([^"]+)"/.exec(html)![1]!.replaceAll('&amp;', '&');
    expect(href).toBe(
      `https://wa.me/${site.chat.number}?text=${encodeURIComponent("Hello! Could you send me the floorplans? 2 & 3 bed's")}`,
    );
    expect(html).toContain('target="_blank"');
    expect(html).toContain('rel="noopener noreferrer"');
    expect(html).toContain(`(opens ${site.chat.app} in a new tab)`);
  });

  test("without a message, it sends site.yaml's default message, its placeholders filled", async () => {
    const html = await container.renderToString(ChatLink, { slots: { default: 'Chat' } });
    const href = /href="([^"]+)"/.exec(html)![1]!.replaceAll('&amp;', '&');
    const text = new URL(href).searchParams.get('text');
    expect(text).toBe(fillData(site.chat.message as string, values));
    expect(text).not.toMatch(/[{}]/);
  });
});

describe('Card and Step (Item)', () => {
  test('text written as one line or as paragraphs sits in the item, and never in a paragraph of its own', async () => {
    for (const text of ['One or two sentences.', '<p>A first paragraph.</p><p>A second.</p>']) {
      const html = await container.renderToString(Item, { props: { title: 'Own it' }, slots: { default: text } });
      expect(html).toMatch(/<li[^>]*><h3[^>]*>Own it<\/h3>/);
      expect(html).toContain(text);
      // A <p> holding a <p> is not HTML: the browser ends the first, and the text falls out of the item's style.
      expect(html).not.toMatch(/<p\b[^>]*>\s*<p\b/);
    }
  });
});

describe('Section', () => {
  test('a labelled region: the heading is its name, the eyebrow above it, the tone its class', async () => {
    const html = await container.renderToString(Section, {
      props: { id: 'founders-round', eyebrow: 'The round', heading: '100 units', tone: 'forest', width: 'narrow' },
      slots: { default: '<p>Text</p>' },
      locals: locals({}),
    });
    expect(html).toMatch(
      /<section id="founders-round" class="[^"]*section--forest[^"]*" aria-labelledby="founders-round-heading"/,
    );
    expect(html).toMatch(/<h2 id="founders-round-heading"[^>]*>100 units<\/h2>/);
    expect(html.indexOf('The round')).toBeLessThan(html.indexOf('100 units'));
    expect(html).toContain('<p>Text</p>');
    expect(html).not.toContain('<picture');
  });

  test('an image name the frontmatter lacks stops the build, naming the file and the names there are', async () => {
    await expect(
      container.renderToString(Section, {
        props: { id: 'housing', heading: 'Housing', image: 'valey' },
        locals: locals({ images: { valley: { src: {} as never, alt: 'A valley' } } }),
      }),
    ).rejects.toThrow('content/pages/example.mdx uses <Section image>, but its frontmatter has no images.valey.');
  });
});

describe('ProjectionTable', () => {
  test('one row a year, computed from offer.yaml, with the caption it is given', async () => {
    const html = await container.renderToString(ProjectionTable, { props: { caption: 'The projection' } });
    expect(html).toMatch(/<caption[^>]*>The projection<\/caption>/);
    const rows = [
      ...html.matchAll(
        /<tr[^>]*>\s*<th scope="row"[^>]*>(\d+)<\/th>\s*<td[^>]*>([^<]+)<\/td>\s*<td[^>]*>([^<]+)<\/td>\s*<td[^>]*>([^<]+)<\/td>/g,
      ),
    ].map((match) => ({
      year: Number(match[1]),
      monthlyRent: match[2],
      netRecovery: match[3],
      totalRecovered: match[4],
    }));
    expect(rows).toEqual(projectionTable(offer));
    expect(rows).toHaveLength(offer.projection.years);
  });
});

describe('SummaryTable', () => {
  test("the rows are the page's summary list, each item a row header", async () => {
    const summary = [
      { item: 'Total price', value: values.price },
      { item: 'Deposit', value: values.deposit },
    ];
    const html = await container.renderToString(SummaryTable, {
      props: { caption: 'At a glance' },
      locals: locals({ summary }),
    });
    expect(html).toMatch(/<caption[^>]*>At a glance<\/caption>/);
    const rows = [...html.matchAll(/<th scope="row"[^>]*>([^<]+)<\/th>\s*<td[^>]*>([^<]+)<\/td>/g)].map((match) => ({
      item: match[1],
      value: match[2],
    }));
    expect(rows).toEqual(summary);
  });

  test('a page without a summary list stops the build, naming the file', async () => {
    await expect(
      container.renderToString(SummaryTable, { props: { caption: 'At a glance' }, locals: locals({}) }),
    ).rejects.toThrow('content/pages/example.mdx uses <SummaryTable>, but its frontmatter has no summary.');
  });
});

describe('Faq', () => {
  test("each question opens its answer, and an answer of two paragraphs (YAML's |) shows two", async () => {
    const faq = [
      { question: 'What do I own?', answer: 'Your studio.' },
      { question: 'Are there fees?', answer: 'A service charge.\n\nThe team has the current figure.\n' },
    ];
    const html = await container.renderToString(Faq, { locals: locals({ faq }) });
    const answers = [...html.matchAll(/<details[^>]*>\s*<summary[^>]*>([^<]+)<\/summary>(.*?)<\/details>/gs)].map(
      ([, question, answer]) => [question, [...answer!.matchAll(/<p[^>]*>([^<]+)<\/p>/g)].map((p) => p[1]!.trim())],
    );
    expect(answers).toEqual([
      ['What do I own?', ['Your studio.']],
      ['Are there fees?', ['A service charge.', 'The team has the current figure.']],
    ]);
  });
});

describe('PageHero', () => {
  const render = (variant: 'full' | 'band') => {
    const hero = { variant, heading: 'Homes Above the Valley', image: { src: heroPicture, alt: 'The hotel' } };
    return container.renderToString(PageHero, { props: { hero }, locals: locals({}) });
  };
  /** The files of the source for upright phones, as [width, height] each. */
  const upright = (html: string) =>
    [
      ...(/<source media="\(max-aspect-ratio: 2\/3\)"[^>]*srcset="([^"]*)"/.exec(html)?.[1] ?? '').matchAll(
        /w=(\d+)&amp;h=(\d+)/g,
      ),
    ].map(([, width, height]) => [Number(width), Number(height)] as const);

  test('a full hero sends an upright phone its picture cut to 2:5, at no more height than the original has', async () => {
    const files = upright(await render('full'));
    expect(files.length).toBeGreaterThan(0);
    for (const [width, height] of files) {
      expect(height).toBe((width * 5) / 2);
      expect(height).toBeLessThanOrEqual(heroPicture.height);
    }
  });

  test('a band, wider than tall on any screen, keeps the landscape files, and its picture goes first', async () => {
    const html = await render('band');
    expect(upright(html)).toEqual([]);
    expect(html).toMatch(/<img[^>]*fetchpriority="high"/);
    // A full hero's picture is left to the browser, which raises it where it is on screen.
    expect(await render('full')).not.toMatch(/fetchpriority/);
  });
});

describe('the 404 page', () => {
  test('a part of the hero it does not show stops the build, named', async () => {
    const hero = { heading: 'Page not found', cta: { label: 'Ask us', message: 'Hello' } };
    entries.page = { id: '404', data: { title: 'Not found', description: 'No page here.', hero } };
    await expect(container.renderToString(NotFound)).rejects.toThrow(
      "content/pages/404.mdx: hero.cta is not shown: the page-not-found message is the hero's eyebrow, heading and lede alone. Remove hero.cta, or put what it holds in a <Section> below the message.",
    );
  });
});
