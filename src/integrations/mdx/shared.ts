import type { Definition, Link } from 'mdast';
import { relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import type * as Satteri from 'satteri';

export type Position = Satteri.MdxTextExpression['position'];
export type Element = Satteri.MdxJsxFlowElement | Satteri.MdxJsxTextElement;

/**
 * Stops the compile with a copywriter's message, after the file, line and column of `position`: @astrojs/mdx reads
 * `line` and `column` to put its overlay's code frame there, in the build and `astro dev` alike.
 */
export function stop(ctx: { fileURL: URL | undefined }, message: string, position: Position): never {
  const file = ctx.fileURL ? relative(process.cwd(), fileURLToPath(ctx.fileURL)) : 'MDX';
  const { line, column } = position?.start ?? {};
  throw Object.assign(new Error(`${file}${line ? `:${line}:${column}` : ''}: ${message}`), { line, column });
}

/** The position of `index` in a text node's `value`, which may run over several lines. */
export function positionIn(position: Position, value: string, index: number): Position {
  const before = value.slice(0, index).split('\n');
  if (!position) return undefined;
  const line = position.start.line + before.length - 1;
  const column = (before.length === 1 ? position.start.column : 1) + before.at(-1)!.length;
  return { start: { line, column }, end: { line, column } };
}

/** The position of a whole line (1-based) of the file. */
export const atLine = (line: number | undefined): Position =>
  line ? { start: { line, column: 1 }, end: { line, column: 1 } } : undefined;

/** `node` with `changes`: Sätteri sets no attributes or URLs in place, and `_keepChildren` (its own marker) keeps the children. */
export function replaceKeepingChildren<N extends Element | Link | Definition>(
  ctx: Satteri.MdastVisitorContext,
  node: N,
  changes: Partial<N>,
) {
  ctx.replaceNode(node, { ...node, ...changes, children: [], _keepChildren: true } as unknown as Satteri.MdastNode);
}
