// The components a page may use: the MDX compiler checks each `<Name>` against them; TypeScript, index.ts's exports.
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
