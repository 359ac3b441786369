import CardGrid from './CardGrid.astro';
import Carousel from './Carousel.astro';
import ChatButton from './ChatButton.astro';
import Faq from './Faq.astro';
import Fill from './Fill.astro';
import Notice from './Notice.astro';
import ProjectionTable from './ProjectionTable.astro';
import Section from './Section.astro';
import Steps from './Steps.astro';
import SummaryTable from './SummaryTable.astro';

/**
 * The components copywriters may use in `content/pages/*.mdx`, with no import line.
 * content/README.md shows each one with an example.
 */
export const mdxComponents = {
  CardGrid,
  Carousel,
  ChatButton,
  Faq,
  Fill,
  Notice,
  ProjectionTable,
  Section,
  Steps,
  SummaryTable,
};
