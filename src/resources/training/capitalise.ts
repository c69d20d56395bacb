/** 'backend' → 'Backend': the first letter in upper case, the rest as typed. */
export function capitalise(text: string): string {
  const trimmed = text.trim();
  return trimmed.charAt(0).toUpperCase() + trimmed.slice(1);
}
