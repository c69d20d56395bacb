// Types of signIn.mjs for the TypeScript bench (scale.ts, compareServers.ts).
/** Signs in as `admin` (the bench's password unless given); the login answer's `{token, user}`. */
export function signInSession(
  url: string,
  password?: string,
): Promise<{ token: string; user: Record<string, unknown> }>;
/** The admin's token. */
export function signIn(url: string): Promise<string>;
