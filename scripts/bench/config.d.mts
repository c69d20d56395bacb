// Types of config.mjs for the TypeScript bench (scale.ts).
export const root: string;
export const ADMIN_PASSWORD: string;
export function postgresEnv(databaseUrl: string): Record<string, string>;
export const CHROMIUM_ARGS: string[];
