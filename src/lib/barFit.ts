// Whether the top bar fits one row at 1024px, estimated from character counts (the system font cannot be measured at
// build time), per character as wide as among the widest fonts: widths.spec.ts lays out a bar at the limit.

/** The text the bar shows: the brand, each link's name and the chat button's. */
export interface BarText {
  brand: string;
  links: readonly string[];
  chat: string;
}

/** The screen, less the bar's padding on either side. */
const ROW_PX = 1024 - 2 * 24;
/** Between two links, and between the brand, the links and the chat button. */
const GAP_PX = 24;
/** A character of a link (capitals, letter-spaced); the brand's display type is as wide. */
const CHARACTER_PX = 10.5;
/** A character of the chat button, and the button's padding. */
const CHAT_CHARACTER_PX = 11.5;
const CHAT_PADDING_PX = 48;

/** The chat button's text in the bar, e.g. "Chat on WhatsApp". */
export const barChatText = (app: string) => `Chat on ${app}`;

/** How many characters too long the bar's text is for one row at 1024px: 0 or less when it fits. */
export function barExcess({ brand, links, chat }: BarText): number {
  const text = (brand.length + links.join('').length) * CHARACTER_PX + GAP_PX * (links.length + 1);
  const width = text + chat.length * CHAT_CHARACTER_PX + CHAT_PADDING_PX;
  return Math.ceil((width - ROW_PX) / CHARACTER_PX);
}
