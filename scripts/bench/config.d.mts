// Types of config.mjs for the TypeScript bench (scale.ts).
export const root: string;
export const ADMIN_PASSWORD: string;
export const BENCH_JWT_SECRET: string;
export const CHROMIUM_ARGS: string[];
