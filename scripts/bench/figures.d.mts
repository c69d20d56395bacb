// Types of the part of figures.mjs the TypeScript tests use.
export function layoutShift(shifts: readonly { start: number; value: number }[]): number;
