// Numbers in the server's messages, written as the console writes them (src/i18n/format.ts):
// digits grouped, "at most 20,000 characters" rather than "20000".

const GROUPED = new Intl.NumberFormat('en-US', { maximumFractionDigits: 20 });

/** 20000 → "20,000", 0.5 → "0.5"; anything not a finite number as it is. */
export function grouped(n: number): string {
  return Number.isFinite(n) ? GROUPED.format(n) : String(n);
}

/** `n` grouped with its noun, the noun chosen by `n`: "1 character", "20,000 characters". */
export function counted(n: number, one: string, many: string): string {
  return `${grouped(n)} ${n === 1 ? one : many}`;
}
