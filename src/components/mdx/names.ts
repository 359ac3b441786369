/**
 * The components copywriters may use in `content/pages/*.mdx`: the MDX compiler checks every `<Name>` against this
 * list, and TypeScript checks that `index.ts` exports exactly these.
 */
export const MDX_COMPONENT_NAMES = [
  'Card',
  'CardGrid',
  'Carousel',
  'ChatButton',
  'Faq',
  'Notice',
  'PaybackChart',
  'ProjectionTable',
  'Section',
  'Step',
  'Steps',
  'SummaryTable',
] as const;

export type MdxComponentName = (typeof MDX_COMPONENT_NAMES)[number];
