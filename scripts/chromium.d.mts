export function systemChromium(): string | undefined;
export const CHROMIUM_ARGS: string[];
