// Types of server.mjs for the TypeScript bench (scale.ts, compareServers.ts).
export function freePort(): Promise<number>;
export function startServer(options: {
  seed: boolean;
  env?: Record<string, string>;
  dataDir?: string;
  /** another build of the server: the directory of its main.js */
  serverDir?: string;
}): Promise<{
  url: string;
  pid: number | undefined;
  stop(options?: { keepData?: boolean }): Promise<void>;
}>;
