import type * as Satteri from 'satteri';
import { didYouMean } from '../../lib/closestName';
import type { ContentSource } from '../../content/source';
import { routeOf } from '../../lib/routes';
import { stop, type Element, type Position } from './shared';

/** A page's links to the site's own pages and sections lead to ones that exist; other sites are the visitor's to follow. */
export function checkLinks(content: ContentSource): Satteri.MdastPluginEntry {
  return (factory) => {
    const targets = content.linkTargets();
    const own: string[] = [];
    const toThisPage: { anchor: string; position: Position }[] = [];
    const noSection = (page: string, anchor: string, ids: string[]) =>
      `${page} has no section with id="${anchor}".${didYouMean(anchor, ids)} Its sections: ${ids.join(', ') || 'none with an id'}.`;
    const check = (url: string, position: Position) => {
      // Another site, mail or a phone (`https:`, `mailto:`, `//…`), or the top of the page.
      if (/^([a-z][a-z\d+.-]*:|\/\/)/i.test(url) || url === '#') return;
      const [path = '', anchor] = url.split('#');
      if (path === '') return void toThisPage.push({ anchor: anchor!, position });
      const route = routeOf(path);
      const ids = targets.get(route);
      if (!ids) {
        const routes = [...targets.keys()].sort();
        stop(
          factory,
          `The link to ${url}: there is no page at ${path}.${didYouMean(route, routes, (r) => r)} The pages: ${routes.join(', ')}.`,
          position,
        );
      }
      if (anchor !== undefined && !ids.includes(anchor)) stop(factory, noSection(route, anchor, ids), position);
    };
    const element = (node: Element) => {
      const attribute = (name: string) =>
        node.attributes.find((item) => item.type === 'mdxJsxAttribute' && item.name === name)?.value;
      const id = node.name === 'Section' && attribute('id');
      if (typeof id === 'string') own.push(id);
      const href = node.name === 'a' && attribute('href');
      if (typeof href === 'string') check(href, node.position);
    };
    return {
      name: 'check-links',
      options: { position: true },
      link: (node) => check(node.url, node.position),
      definition: (node) => check(node.url, node.position),
      mdxJsxFlowElement: element,
      mdxJsxTextElement: element,
      after() {
        for (const { anchor, position } of toThisPage)
          if (!own.includes(anchor)) stop(factory, noSection('This page', anchor, own), position);
      },
    };
  };
}
