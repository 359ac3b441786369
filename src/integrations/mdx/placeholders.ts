import type { Definition, Link } from 'mdast';
import { fileURLToPath } from 'node:url';
import type * as Satteri from 'satteri';
import { fieldLine, type ContentSource } from '../../content/source';
import { fillText, hasStrayBrace, isPlaceholderShape, STRAY_BRACE, texts, typedFigure } from '../../lib/placeholders';
import { atLine, positionIn, replaceKeepingChildren, stop, type Element, type Position } from './shared';

/**
 * Fills `{price}`… in a page's prose, component attributes and link addresses, and sets their quotes; stops at an
 * unknown placeholder, a stray brace, or one of the offer's figures typed by hand, in the body or the frontmatter.
 */
export function fillPlaceholders(content: ContentSource): Satteri.MdastPluginEntry {
  return (factory) => {
    const values = content.values();
    const fill = (text: string, position: Position) => {
      try {
        return fillText(text, values);
      } catch (error) {
        return stop(factory, (error as Error).message, position);
      }
    };
    const checkTyped = (text: string, position: Position, prefix = '') => {
      const typed = typedFigure(text, values);
      if (typed) stop(factory, prefix + typed.message, positionIn(position, text, typed.index));
    };
    const element = (node: Element, ctx: Satteri.MdastVisitorContext) => {
      let changed = false;
      const attributes = node.attributes.map((attribute) => {
        if (attribute.type !== 'mdxJsxAttribute' || typeof attribute.value !== 'string') return attribute;
        const written = attribute.value;
        if (hasStrayBrace(written)) stop(factory, `${attribute.name}="${written}": ${STRAY_BRACE}`, node.position);
        checkTyped(written, node.position, `<${node.name} ${attribute.name}="…">: `);
        const value = fill(written, node.position);
        changed ||= value !== written;
        return { ...attribute, value };
      });
      if (changed) replaceKeepingChildren(ctx, node, { attributes });
    };
    const expression = (
      node: Satteri.MdxTextExpression | Satteri.MdxFlowExpression,
      ctx: Satteri.MdastVisitorContext,
    ) => {
      if (!isPlaceholderShape(node.value)) return; // a note, {/* … */}, or code a developer wrote
      const text = { type: 'text' as const, value: fill(`{${node.value}}`, node.position) };
      ctx.replaceNode(node, node.type === 'mdxFlowExpression' ? { type: 'paragraph', children: [text] } : text);
    };
    const address = (node: Link | Definition, ctx: Satteri.MdastVisitorContext) => {
      const url = fill(node.url, node.position);
      // A telephone number never breaks across lines: its spaces become non-breaking ones.
      if (node.type === 'link' && url.startsWith('tel:')) {
        const unbroken = (child: Link['children'][number]) =>
          child.type === 'text' ? { ...child, value: child.value.replaceAll(' ', '\u00a0') } : child;
        ctx.replaceNode(node, { ...node, url, children: node.children.map(unbroken) });
      } else if (url !== node.url) replaceKeepingChildren(ctx, node, { url });
    };
    return {
      name: 'fill-placeholders',
      options: { position: true },
      before() {
        // The frontmatter is filled as the page renders (src/content/entries.ts); a figure typed into it stops here.
        const file = factory.fileURL ? fileURLToPath(factory.fileURL) : undefined;
        for (const [path, text] of texts(factory.data.astro?.frontmatter)) {
          const typed = !path.endsWith('src') && typedFigure(text, values);
          if (typed) stop(factory, `${path}: ${typed.message}`, atLine(file ? fieldLine(file, path) : undefined));
        }
      },
      text(node) {
        if (node.value.includes('}')) stop(factory, STRAY_BRACE, node.position);
        checkTyped(node.value, node.position);
      },
      mdxTextExpression: expression,
      mdxFlowExpression: expression,
      mdxJsxFlowElement: element,
      mdxJsxTextElement: element,
      link: address,
      definition: address,
    };
  };
}
