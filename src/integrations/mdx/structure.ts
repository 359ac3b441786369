import type * as Satteri from 'satteri';
import { stop } from './shared';

/** A page's body is `<Section>` after `<Section>` (text between would meet the screen's edge), its headings `###`. */
export function checkStructure(): Satteri.MdastPluginEntry {
  return (factory) => ({
    name: 'check-structure',
    options: { position: true },
    after(tree) {
      for (const child of tree.children) {
        // A link's definition (`[offer]: /investment`) and a note (`{/* … */}`) draw nothing, wherever they are.
        if (child.type === 'definition' || (child.type === 'mdxJsxFlowElement' && child.name === 'Section')) continue;
        if (child.type === 'mdxFlowExpression' && /^\s*(\/\*[\s\S]*?\*\/\s*)+$/.test(child.value)) continue;
        const what = 'name' in child && child.name ? `<${child.name}>` : 'Text';
        stop(
          factory,
          `${what} outside a <Section> would be drawn against the screen's edge: move it into a <Section>, between its tags.`,
          child.position,
        );
      }
    },
    heading(node) {
      if (node.depth > 2) return;
      const level =
        node.depth === 1 ? "the page's main heading (hero.heading, in the frontmatter)" : "a section's own heading";
      stop(
        factory,
        `a heading written with ${'#'.repeat(node.depth)} is at the level of ${level}. Write ### for a heading inside a section, or start a new <Section heading="…">.`,
        node.position,
      );
    },
  });
}
