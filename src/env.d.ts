declare namespace App {
  interface Locals {
    /** The page being rendered, its frontmatter filled once by [...slug].astro, for the MDX components that read it by name. */
    page?: import('@/content/entries').RenderedPage;
  }
}
