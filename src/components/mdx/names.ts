/**
 * The components copywriters may use in `content/pages/*.mdx`. The MDX compiler checks every `<Name>` against
 * this list (so a typo names the file and line), and `index.ts` must export exactly these: TypeScript keeps the two in step.
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
