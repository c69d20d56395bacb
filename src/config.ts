// Runtime settings of the console. Pure data: imported by the sign-in bundle.

const configuredApiUrl = (import.meta.env.VITE_API_URL as string | undefined)?.trim() ?? '';

/** The API base, without a trailing slash: `VITE_API_URL`, or `/api` on the console's own origin. */
export const API_URL: string = configuredApiUrl.replace(/\/+$/, '') || '/api';
