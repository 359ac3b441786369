/**
 * The components copywriters may use in pages, with no import line: the file that draws each and the attributes it
 * takes, which the MDX compile checks and each component's `Props` is typed from (`AttributesOf`).
 */

/** What an attribute takes, as the compile checks it. */
interface Attribute {
  required?: boolean;
  /** Written on its own, with no value: `<Carousel name="amenities" eager />`. */
  flag?: boolean;
  /** One of these words, e.g. `tone="forest"`. */
  values?: readonly string[];
  /** The name of an entry under this field of the page's frontmatter, e.g. `image="valley"` for `images: valley:`. */
  under?: 'images' | 'carousels';
}

export interface ComponentRules {
  attributes: Record<string, Attribute>;
}

const REQUIRED = { required: true } as const;
const TEXT = {} as const;
const oneOf = <const V extends readonly string[]>(...values: V) => ({ values });

export const MDX_COMPONENTS = {
  Card: { file: 'Item', attributes: { title: REQUIRED } },
  CardGrid: { file: 'CardGrid', attributes: {} },
  Carousel: {
    file: 'Carousel',
    attributes: {
      /** The carousel's name under `carousels:` in the page's frontmatter, e.g. "amenities". */
      name: { required: true, under: 'carousels' },
      /** Load the first slide at once (the compile sets it in the first band below a band hero). */
      eager: { flag: true },
    },
  },
  ChatButton: {
    file: 'ChatButton',
    attributes: {
      /** The message prefilled in the chat, e.g. "Could you send me the floorplans?"; site.yaml's default if none. */
      message: TEXT,
      /** `primary` (brass), `secondary` (outlined) or `light` (for dark sections). */
      variant: oneOf('primary', 'secondary', 'light'),
    },
  },
  /** The frontmatter's `faq:` list. */
  Faq: { file: 'Faq', attributes: {} },
  /** A note beside the text; `label` is its short first line ("Please note" by default). */
  Notice: { file: 'Notice', attributes: { label: TEXT } },
  PaybackChart: { file: 'PaybackChart', attributes: { caption: REQUIRED } },
  ProjectionTable: { file: 'ProjectionTable', attributes: { caption: REQUIRED } },
  Section: {
    file: 'Section',
    attributes: {
      /** The section's anchor, e.g. "sustainability" (becomes #sustainability). */
      id: REQUIRED,
      /** The section's heading (an h2). */
      heading: REQUIRED,
      /** A short line above the heading. */
      eyebrow: TEXT,
      /** Background: `paper` (light, the default), `stone` (warm) or `forest` (the dark band). */
      tone: oneOf('paper', 'stone', 'forest'),
      /** An image's name under `images:` in the page's frontmatter, shown beside the text. */
      image: { under: 'images' },
      /** Which side the image sits on, on wide screens (`end` by default). */
      imageSide: oneOf('start', 'end'),
      /** `narrow` keeps a text-only section to a comfortable measure; `wide` (the default) gives grids room. */
      width: oneOf('narrow', 'wide'),
    },
  },
  Step: { file: 'Item', attributes: { title: REQUIRED } },
  Steps: { file: 'Steps', attributes: {} },
  /** The frontmatter's `summary:` list. */
  SummaryTable: { file: 'SummaryTable', attributes: { caption: REQUIRED } },
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
