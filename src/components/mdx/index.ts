import Carousel from './Carousel.astro';

/**
 * The components copywriters may use in `content/pages/*.mdx`, with no import line.
 * See content/README.md for each one with an example.
 */
export const mdxComponents = {
  Carousel,
};
