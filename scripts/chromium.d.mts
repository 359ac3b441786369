export class NoBrowserError extends Error {}
export function findChromium(options?: { env?: NodeJS.ProcessEnv }): string;
export const CHROMIUM_ARGS: string[];
