// Reading the platform's answers: envelope, messages and naive dates. No react-admin import: the
// sign-in bundle uses it too.

/** An ISO date-time without an offset, as the platform sends UTC (`2025-03-05T15:07:00`). */
const NAIVE_ISO = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(?::\d{2}(?:\.\d+)?)?$/;

export function isNaiveIsoDateTime(value: string): boolean {
  return NAIVE_ISO.test(value);
}

/** Marks a naive ISO timestamp as UTC (`...Z`); any other string is returned unchanged. */
export function naiveToUtc(value: string): string {
  return NAIVE_ISO.test(value) ? `${value}Z` : value;
}

export function isPlainObject(value: unknown): value is Record<string, unknown> {
  return (
    typeof value === 'object' &&
    value !== null &&
    !Array.isArray(value) &&
    Object.getPrototypeOf(value) === Object.prototype
  );
}

/** A copy of parsed JSON with every naive timestamp string, at any depth, read as UTC. */
export function normaliseDates<T>(value: T): T {
  if (typeof value === 'string') return naiveToUtc(value) as T;
  if (Array.isArray(value)) return value.map((item: unknown) => normaliseDates(item)) as T;
  if (isPlainObject(value)) {
    const out: Record<string, unknown> = {};
    for (const [key, item] of Object.entries(value)) out[key] = normaliseDates(item);
    return out as T;
  }
  return value;
}

/** `{data, msg, statusCode}`: only an object with `data` and `msg` or `statusCode` counts. */
export function isEnvelope(
  body: unknown,
): body is { data: unknown; msg?: unknown; statusCode?: unknown } {
  return isPlainObject(body) && 'data' in body && ('msg' in body || 'statusCode' in body);
}

/** The `msg` of an envelope or of a bare `{msg}` answer, if it is a non-empty string. */
export function messageOf(body: unknown): string | undefined {
  if (!isPlainObject(body)) return undefined;
  const msg = body.msg;
  return typeof msg === 'string' && msg.trim() !== '' ? msg : undefined;
}

/** The auth layer's errors are a bare `{msg}`, without the envelope's `statusCode`. */
export function isBareMessage(body: unknown): boolean {
  return isPlainObject(body) && typeof body.msg === 'string' && !('statusCode' in body);
}

/** Parses a response text as JSON; anything else gives undefined. */
export function parseJson(text: string): unknown {
  if (!text) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}
