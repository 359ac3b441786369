import type { Server } from 'node:http';
import type { HeaderRule } from '../src/integrations/securityHeaders';

export function parseHeaders(text: string): HeaderRule[];
export function headersFor(rules: readonly HeaderRule[], path: string): Record<string, string>;
export function serveDist(root: string, port?: number): Promise<{ server: Server; url: string }>;
