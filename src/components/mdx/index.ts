import CardGrid from './CardGrid.astro';
import Carousel from './Carousel.astro';
import ChatButton from './ChatButton.astro';
import Faq from './Faq.astro';
import Item from './Item.astro';
import type { MdxComponentName } from './names';
import Notice from './Notice.astro';
import PaybackChart from './PaybackChart.astro';
import ProjectionTable from './ProjectionTable.astro';
import Section from './Section.astro';
import Steps from './Steps.astro';
import SummaryTable from './SummaryTable.astro';

/**
 * The components copywriters may use in `content/pages/*.mdx`, with no import line, as
 * `<Content components={mdxComponents} />`. content/README.md shows each one with an example; names.ts lists
 * the same names for the MDX compiler's check.
 */
export const mdxComponents = {
  Card: Item,
  CardGrid,
  Carousel,
  ChatButton,
  Faq,
  Notice,
  PaybackChart,
  ProjectionTable,
  Section,
  Step: Item,
  Steps,
  SummaryTable,
} satisfies Record<MdxComponentName, unknown>;
