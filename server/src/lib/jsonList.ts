/** Parses a JSON list column; a damaged value reads as an empty list rather than failing a page. */
export function parseJsonList<T = string>(text: string | null | undefined): T[] {
  try {
    const value: unknown = JSON.parse(text ?? '[]');
    return Array.isArray(value) ? (value as T[]) : [];
  } catch {
    return [];
  }
}
