// Types of config.mjs for the TypeScript bench (scale.ts).
export const root: string;
export const SIGN_IN_JS_BUDGET: number;
export const RUNS: number;
export const API_REQUESTS: number;
export const API_CONCURRENCY: number;
export const API_TIME_LIMIT_MS: number;
export const ADMIN_PASSWORD: string;
export const CHROMIUM_ARGS: string[];
