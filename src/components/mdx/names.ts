/**
 * The components copywriters may use in `content/pages/*.mdx`, with no import line: each name, with the file in this
 * folder that draws it. The MDX compile checks each `<Name>` against them and imports the files a page uses, so a
 * page carries only those components' styles (src/integrations/mdxPlaceholders.ts).
 */
export const MDX_COMPONENTS = {
  Card: 'Item',
  CardGrid: 'CardGrid',
  Carousel: 'Carousel',
  ChatButton: 'ChatButton',
  Faq: 'Faq',
  Notice: 'Notice',
  PaybackChart: 'PaybackChart',
  ProjectionTable: 'ProjectionTable',
  Section: 'Section',
  Step: 'Item',
  Steps: 'Steps',
  SummaryTable: 'SummaryTable',
} as const;
