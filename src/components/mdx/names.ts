// The components a page may use: the MDX compiler checks every `<Name>` against them, and TypeScript that index.ts
// exports exactly these.
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
