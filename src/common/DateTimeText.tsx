import { formatDateTime } from '../dates/dates';

const NOWRAP = { whiteSpace: 'nowrap' } as const;

/**
 * A date and time, '5 Mar 2025, 3:07pm', which may break after the date's comma and nowhere else:
 * a table short of room gives it two lines rather than a scroll; '—' without a date.
 */
export function DateTimeText({ value }: { value: string | undefined }) {
  const text = formatDateTime(value);
  if (!text) return '—';
  const comma = text.lastIndexOf(', ');
  if (comma < 0) return <span style={NOWRAP}>{text}</span>;
  return (
    <>
      <span style={NOWRAP}>{text.slice(0, comma + 1)}</span>{' '}
      <span style={NOWRAP}>{text.slice(comma + 2)}</span>
    </>
  );
}
