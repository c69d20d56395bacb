/**
 * A card holding a table wider than a phone: the table scrolls inside it instead of widening the
 * page. Width 0 and min-width 100%: react-admin's layout sizes itself to fit its content
 * (min-width: fit-content), so the card gives it no minimum width of its own.
 */
export const TABLE_CARD_SX = { width: 0, minWidth: '100%', overflow: 'hidden' } as const;
