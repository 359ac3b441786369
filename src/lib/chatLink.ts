/** An E.164 number written as digits only: country code first, 7 to 15 digits, no `+`, spaces or dashes. */
export const E164_DIGITS = /^[1-9]\d{6,14}$/;

/** WhatsApp's click-to-chat link with a prefilled message: `https://wa.me/<digits>?text=<encoded message>`. */
export function chatLink(number: string, text: string): string {
  if (!E164_DIGITS.test(number)) {
    throw new TypeError(
      `chatLink: "${number}" is not an E.164 number written as digits (7 to 15 digits, country code first, no + or spaces), e.g. 447700900123`,
    );
  }
  const message = text.trim();
  if (message.length === 0) {
    throw new TypeError('chatLink: the prefilled message is empty; write a short question for the sales team');
  }
  return `https://wa.me/${number}?text=${encodeURIComponent(message)}`;
}
