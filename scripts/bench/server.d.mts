// Types of server.mjs for the TypeScript bench (scale.ts).
export function freePort(): Promise<number>;
export function startServer(options: {
  seed: boolean;
  env?: Record<string, string>;
  dataDir?: string;
}): Promise<{
  url: string;
  pid: number | undefined;
  stop(options?: { keepData?: boolean }): Promise<void>;
}>;
