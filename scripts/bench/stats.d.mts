// Types of stats.mjs for the TypeScript bench (compareServers.ts).
export function kB(n: number): string;
export function ms(n: number): string;
export function median(xs: number[]): number;
export function percentile(sorted: number[], p: number): number;
export function sleep(t: number): Promise<void>;
