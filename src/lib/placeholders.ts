const PLACEHOLDER = /^\s*([A-Za-z]+)\s*$/;

/** The MDX component that renders a placeholder's value (`Fill` in the components map). */
export const PLACEHOLDER_COMPONENT = 'Fill';

type ElementKind = 'mdxJsxTextElement' | 'mdxJsxFlowElement';

/**
 * The MDX element a `{name}` expression becomes: `{price}` → `<Fill name="price" />`.
 * Returns undefined for anything but a bare name, so real expressions are left alone.
 */
export function placeholderElement(expression: string, type: ElementKind) {
  const match = PLACEHOLDER.exec(expression);
  if (!match) return undefined;
  return {
    type,
    name: PLACEHOLDER_COMPONENT,
    attributes: [{ type: 'mdxJsxAttribute' as const, name: 'name', value: match[1]! }],
    children: [],
  };
}

interface ExpressionNode {
  value: string;
}

interface VisitContext {
  replaceNode(node: never, replacement: never): void;
}

/**
 * A Sätteri mdast plugin (Astro 7's Markdown processor) that lets copywriters write `{price}` or
 * `{operator}` in MDX prose just as in frontmatter. `<Fill>` renders the value, or stops the build
 * naming an unknown placeholder.
 */
export const placeholdersPlugin = {
  name: 'placeholders',
  mdxTextExpression(node: ExpressionNode, ctx: VisitContext) {
    const element = placeholderElement(node.value, 'mdxJsxTextElement');
    if (element) ctx.replaceNode(node as never, element as never);
  },
  mdxFlowExpression(node: ExpressionNode, ctx: VisitContext) {
    const element = placeholderElement(node.value, 'mdxJsxFlowElement');
    if (element) ctx.replaceNode(node as never, element as never);
  },
};
