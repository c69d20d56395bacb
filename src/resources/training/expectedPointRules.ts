// A training question's expected points (docs/interview-api.md): what a good answer mentions, for
// the reference server's built-in scorer. Optional; added one at a time with Enter, trimmed, never
// empty, never twice in one question (in any case); at most 10 of at most 200 characters each, as
// the server takes them. Unlike tags, a point may hold commas: only Enter adds one.

/** The server's limits (server/src/modules/training/schemas.ts; the unit test holds them to it). */
export const EXPECTED_POINT_LIMITS = { points: 10, pointChars: 200 } as const;

const samePoint = (a: string, b: string): boolean => a.toLowerCase() === b.toLowerCase();

/** Why `raw` cannot be added for a server limit: too long, or the question has all its points. */
export function pointRefusal(points: readonly string[], raw: string): 'long' | 'full' | null {
  const point = raw.trim();
  if (point === '' || points.some((existing) => samePoint(existing, point))) return null;
  if (point.length > EXPECTED_POINT_LIMITS.pointChars) return 'long';
  if (points.length >= EXPECTED_POINT_LIMITS.points) return 'full';
  return null;
}

/** The points with `raw` added; an empty, repeated or refused point leaves them unchanged. */
export function addPoint(points: readonly string[], raw: string): string[] {
  const point = raw.trim();
  if (point === '' || points.some((existing) => samePoint(existing, point))) return [...points];
  if (pointRefusal(points, point)) return [...points];
  return [...points, point];
}

/** The points without `point`. */
export function removePoint(points: readonly string[], point: string): string[] {
  return points.filter((existing) => existing !== point);
}
