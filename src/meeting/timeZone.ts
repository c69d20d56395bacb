/** The browser's time zone ('Europe/Paris'), or '' when it cannot say. */
export function timeZoneName(): string {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone ?? '';
  } catch {
    return '';
  }
}
