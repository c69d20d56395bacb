export const FIRST_PAINT_SCREEN: { width: number; height: number };
export interface FirstPaintScreen {
  name: string;
  paths: string[];
  anyQuery: boolean;
  address: string;
  loading: string;
  shows: string;
}
export const FIRST_PAINT_SCREENS: FirstPaintScreen[];
export function firstPaintFile(screen: FirstPaintScreen): string;
export function firstPaintMarkup(): string;
export const FIRST_PAINT_GLOBAL_FILE: string;
export function recordEmotionRules(): void;
declare global {
  interface Window {
    __emotionRules: string[];
    __emotionGlobalRules: string[];
  }
}
