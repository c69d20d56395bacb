// PostgreSQL columns have their own types (timestamptz, boolean, jsonb) while the app's rows
// keep SQLite's shapes: timestamps as ISO strings, booleans as 0/1, JSON lists as JSON text.
// These parsers turn what PostgreSQL answers into those shapes; what the app writes (ISO
// strings, 0 and 1, JSON text) is valid input of the PostgreSQL types as it is.
import type pg from 'pg';

const OID = { bool: 16, int8: 20, json: 114, timestamptz: 1184, numeric: 1700, jsonb: 3802 };
const asText = (value: string) => value;

/**
 * PostgreSQL's text form of a timestamptz in a UTC session with the ISO DateStyle (the pool's):
 * `2026-11-24 12:14:27.123456+00`, the fraction of a second 1 to 6 digits long, or none.
 */
const UTC_TIMESTAMP = /^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d(?:\.\d{1,6})?\+00$/;

/**
 * The ISO string (milliseconds, Z) of a timestamptz as PostgreSQL sends it. Its UTC form is
 * rewritten as text, without a Date: a page has hundreds of timestamps, and reading 100
 * interviews with their candidates (5 timestamps a row) took Node 1.51 ms with a Date made and
 * formatted for each, 1.02 ms so. Any other form (BC, another session time zone or DateStyle)
 * goes through `parse` (pg's parser) and back. The fraction is cut to milliseconds, as a Date
 * made by pg's parser cuts it.
 */
export function timestamptzToIso(value: string, parse: (value: string) => Date): string {
  if (!UTC_TIMESTAMP.test(value)) return parse(value).toISOString();
  // 22 characters without a fraction; the fraction sits between the '.' (at 19) and '+00'
  const fraction = value.length === 22 ? '000' : `${value.slice(20, -3)}00`.slice(0, 3);
  return `${value.slice(0, 10)}T${value.slice(11, 19)}.${fraction}Z`;
}

/** The pool's type parsers: the shapes above for our columns, pg's own for everything else. */
export function appTypes(types: typeof pg.types) {
  const parseTimestamptz = types.getTypeParser(OID.timestamptz, 'text') as (v: string) => Date;
  const parsers = new Map<number, (value: string) => unknown>([
    [OID.bool, (value) => (value === 't' ? 1 : 0)],
    [OID.timestamptz, (value) => timestamptzToIso(value, parseTimestamptz)],
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
