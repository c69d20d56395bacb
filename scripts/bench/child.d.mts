// Types of child.mjs for the TypeScript bench (scale.ts).
export function startChild(
  script: string,
  args: unknown[],
): Promise<{ pid: number | undefined; stop(): Promise<void> }>;
export function runChildJson(script: string, args: unknown[], timeoutMs: number): Promise<unknown>;
