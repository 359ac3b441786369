export const PATH_NAMES: string[];
export class NoBrowserError extends Error {}
export function onPath(pathVariable?: string): string | undefined;
export function findChromium(options?: { env?: NodeJS.ProcessEnv; install?: boolean }): string;
export function systemChromium(): string | undefined;
export const CHROMIUM_ARGS: string[];
