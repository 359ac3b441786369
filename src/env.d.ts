/// <reference types="astro/client" />

declare namespace App {
  interface Locals {
    /** The content entry of the page being rendered, so MDX components can read its frontmatter by name. */
    page?: import('astro:content').CollectionEntry<'pages'>;
  }
}
