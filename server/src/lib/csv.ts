// CSV for the downloads (candidates, the audit log): RFC 4180 fields, safe to open in a spreadsheet.

/**
 * One CSV field: quoted when it holds a comma, quote or line break; a value a spreadsheet would
 * run as a formula (= + - @, tab, carriage return first) is kept as text with a leading '.
 */
export function csvField(value: string): string {
  const text = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

export const csvLine = (fields: string[]): string => `${fields.map(csvField).join(',')}\r\n`;
