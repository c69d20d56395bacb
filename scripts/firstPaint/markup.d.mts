export const FIRST_PAINT_SCREEN: { width: number; height: number };
export function firstPaintMarkup(): string;
