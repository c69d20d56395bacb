/**
 * A long value (a name) that never widens a table: two lines at most, broken anywhere, between
 * 7 and 14rem wide; the element's title shows the whole. A table short of room narrows the column
 * towards 7rem before it scrolls.
 */
export const TWO_LINES_AT_MOST = {
  display: '-webkit-box',
  WebkitBoxOrient: 'vertical',
  WebkitLineClamp: 2,
  overflow: 'hidden',
  overflowWrap: 'anywhere',
  minWidth: '7rem',
  maxWidth: '14rem',
} as const;
