// Types of the part of inPage.mjs the TypeScript tests use.
export function observePage(session: Record<string, string> | null): void;
