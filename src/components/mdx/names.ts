/**
 * The components copywriters may use in `content/pages/*.mdx`, with no import line: each name, the file in this
 * folder that draws it, and the attributes it takes. The MDX compile (src/integrations/mdxPlaceholders.ts and
 * mdxComponentChecks.ts) checks each `<Name …>` against them and imports the files a page uses. Each component's
 * `Props` is typed from its entry here (`AttributesOf`), so the two cannot drift apart.
 */

/** What an attribute takes, as the compile checks it. */
interface Attribute {
  required?: boolean;
  flag?: boolean;
  values?: readonly string[];
  under?: 'images' | 'carousels';
  /** The element's `id`, so its address (`#sustainability`): lowercase words and hyphens, once per page. */
  anchor?: boolean;
}

/** What the compile checks of a component: its attributes, and the frontmatter list it shows, if any. */
export interface ComponentRules {
  attributes: Record<string, Attribute>;
  reads?: 'faq' | 'summary';
  /** The list it is an item of: it goes nowhere else, and that list holds nothing else. */
  inside?: string;
  /** Its text goes between its tags, and it has some: a button with no label, a note with nothing to say. */
  text?: true;
  /** It draws all it shows itself, so it is written closed (`<Faq />`): it would leave out text between its tags. */
  closed?: true;
}

/** Text the page cannot do without: the compile stops if it is missing. */
const REQUIRED = { required: true } as const;
/** A required anchor, e.g. `id="sustainability"`, which becomes the address #sustainability. */
const ANCHOR = { required: true, anchor: true } as const;
/** Optional text. */
const TEXT = {} as const;
/** Written on its own, with no value: `<Carousel name="amenities" eager />`. */
const FLAG = { flag: true } as const;
/** The name of an entry under `field:` in the page's frontmatter, e.g. `image="valley"` for `images: valley:`. */
const entryOf = <const F extends 'images' | 'carousels'>(field: F) => ({ under: field });
/** One of the words listed, e.g. `tone="forest"`. */
const oneOf = <const V extends readonly string[]>(...values: V) => ({ values });

export const MDX_COMPONENTS = {
  Card: { file: 'Item', attributes: { title: REQUIRED }, inside: 'CardGrid', text: true },
  CardGrid: { file: 'CardGrid', attributes: {} },
  Carousel: {
    file: 'Carousel',
    closed: true,
    attributes: {
      /** The carousel's name under `carousels:` in the page's frontmatter, e.g. "amenities". */
      name: { ...REQUIRED, ...entryOf('carousels') },
      /** Load the first slide at once, for a carousel near the top (the compile sets it in the first band below a band hero). */
      eager: FLAG,
    },
  },
  ChatButton: {
    file: 'ChatButton',
    text: true,
    attributes: {
      /** The message prefilled in the chat, e.g. "Could you send me the floorplans?"; site.yaml's default if none. */
      message: TEXT,
      /** `primary` (brass), `secondary` (outlined) or `light` (for dark sections). */
      variant: oneOf('primary', 'secondary', 'light'),
    },
  },
  /** The frontmatter's `faq:` list. */
  Faq: { file: 'Faq', attributes: {}, reads: 'faq', closed: true },
  Notice: {
    file: 'Notice',
    text: true,
    attributes: {
      /** The short line before the text, e.g. "Please note" (the default). */
      label: TEXT,
    },
  },
  PaybackChart: { file: 'PaybackChart', attributes: { caption: REQUIRED }, closed: true },
  ProjectionTable: { file: 'ProjectionTable', attributes: { caption: REQUIRED } },
  Section: {
    file: 'Section',
    attributes: {
      /** The section's anchor, e.g. "sustainability" (becomes #sustainability). */
      id: ANCHOR,
      /** The section's heading (an h2). */
      heading: REQUIRED,
      /** A short line above the heading. */
      eyebrow: TEXT,
      /** Background: `paper` (light, the default), `stone` (warm) or `forest` (the dark band). */
      tone: oneOf('paper', 'stone', 'forest'),
      /** An image's name under `images:` in the page's frontmatter, shown beside the text. */
      image: entryOf('images'),
      /** Which side the image sits on, on wide screens (`end` by default). */
      imageSide: oneOf('start', 'end'),
      /** `narrow` keeps a text-only section to a comfortable measure; `wide` (the default) gives grids room. */
      width: oneOf('narrow', 'wide'),
    },
  },
  Step: { file: 'Item', attributes: { title: REQUIRED }, inside: 'Steps', text: true },
  Steps: { file: 'Steps', attributes: {} },
  /** The frontmatter's `summary:` list. */
  SummaryTable: { file: 'SummaryTable', attributes: { caption: REQUIRED }, reads: 'summary', closed: true },
} as const satisfies Record<string, ComponentRules & { file: string }>;

export type ComponentName = keyof typeof MDX_COMPONENTS;

type Value<A> = A extends { values: readonly (infer V)[] } ? V : A extends { flag: true } ? boolean : string;
type Attributes<C extends ComponentName> = (typeof MDX_COMPONENTS)[C]['attributes'];

/** A component's props, from its attributes above: `AttributesOf<'Section'>` is `{ id: string; tone?: 'paper' | … }`. */
export type AttributesOf<C extends ComponentName> = {
  [K in keyof Attributes<C> as Attributes<C>[K] extends { required: true } ? K : never]: Value<Attributes<C>[K]>;
} & {
  [K in keyof Attributes<C> as Attributes<C>[K] extends { required: true } ? never : K]?: Value<Attributes<C>[K]>;
};
