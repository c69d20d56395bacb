// A list screen's filters and page kept in the address (`/audit?target_id=…`, `/outbox?page=2`),
// so that other screens link to a filtered list and the browser's Back returns to it.

/** The named values the query string sets, blank ones left out. */
export function queryValues<N extends string>(
  search: URLSearchParams,
  names: readonly N[],
): Partial<Record<N, string>> {
  const values: Partial<Record<N, string>> = {};
  for (const name of names) {
    const value = search.get(name)?.trim();
    if (value) values[name] = value;
  }
  return values;
}

/** The page an address asks for: a whole number from 1, else 1. */
export function pageFrom(search: URLSearchParams): number {
  const page = Number(search.get('page'));
  return Number.isInteger(page) && page >= 1 ? page : 1;
}

/** The query string with `changes` applied (an empty value removes it), back at page 1. */
export function withChanges(
  search: URLSearchParams,
  changes: Readonly<Record<string, string | undefined>>,
): URLSearchParams {
  const next = new URLSearchParams(search);
  for (const [name, value] of Object.entries(changes)) {
    if (value) next.set(name, value);
    else next.delete(name);
  }
  next.delete('page');
  return next;
}

/** The query string at another page (page 1 is the address without one). */
export function atPage(search: URLSearchParams, page: number): URLSearchParams {
  const next = new URLSearchParams(search);
  if (page > 1) next.set('page', String(page));
  else next.delete('page');
  return next;
}
