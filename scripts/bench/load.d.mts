// Types of load.mjs for the TypeScript bench (scale.ts, compareServers.ts).
export const ACCEPT_ENCODING: string;
export interface LoadOptions {
  url: string;
  headers: Record<string, string>;
  connections: number;
  seconds: number;
  /** each request the next of these paths on the URL's origin, in turn */
  paths?: string[];
  /** the run also ends after this many requests */
  maxRequests?: number;
}
/** loadClient.mjs's figures: latencies in ms. */
export interface LoadFigures {
  requests: number;
  requestsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  non2xx: number;
  errors: number;
  timeouts: number;
  bytesPerRequest: number;
  seconds: number;
}
export function runLoad(options: LoadOptions): Promise<LoadFigures>;
/** The paths of `pages` pages of 100 of `list`, each once, in an order that jumps about. */
export function everyPage(list: string, pages?: number): string[];
