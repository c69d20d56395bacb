// PostgreSQL columns have their own types (timestamptz, boolean, jsonb) while the app's rows
// keep SQLite's shapes: timestamps as ISO strings, booleans as 0/1, JSON lists as JSON text.
// These parsers turn what PostgreSQL answers into those shapes; what the app writes (ISO
// strings, 0 and 1, JSON text) is valid input of the PostgreSQL types as it is.
import type pg from 'pg';

const OID = { bool: 16, int8: 20, json: 114, timestamptz: 1184, numeric: 1700, jsonb: 3802 };
const asText = (value: string) => value;

/** The pool's type parsers: the shapes above for our columns, pg's own for everything else. */
export function appTypes(types: typeof pg.types) {
  const parseTimestamptz = types.getTypeParser(OID.timestamptz, 'text') as (v: string) => Date;
  const parsers = new Map<number, (value: string) => unknown>([
    [OID.bool, (value) => (value === 't' ? 1 : 0)],
    [OID.timestamptz, (value) => parseTimestamptz(value).toISOString()],
    [OID.json, asText],
    [OID.jsonb, asText],
    // count(*) is a bigint and sum() of one a numeric: numbers, as on SQLite
    [OID.int8, Number],
    [OID.numeric, Number],
  ]);
  return {
    getTypeParser: ((oid: number, format?: 'text' | 'binary') =>
      (format ?? 'text') === 'text' && parsers.has(oid)
        ? parsers.get(oid)!
        : types.getTypeParser(oid, format ?? 'text')) as typeof types.getTypeParser,
  };
}
