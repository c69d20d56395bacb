// Shared look of the console's tables.

/**
 * A table wider than the screen scrolls inside its card instead of widening the page (width 0
 * and min-width 100%: the page takes no minimum width from the table); the card starts right
 * under the top bar, like the other screens.
 */
export const scrollableListSx = {
  width: 0,
  minWidth: '100%',
  '& .RaList-main': { minWidth: 0 },
  '& .RaList-content': { overflowX: 'auto' },
  '& .RaList-noActions': { marginTop: 0 },
} as const;
