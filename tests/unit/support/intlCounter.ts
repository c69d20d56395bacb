// Counts the Intl objects code makes (a page's first one loads the browser's ICU data).

type Counted = 'Collator' | 'DateTimeFormat' | 'Segmenter';

/** Counts `new Intl.<name>` for each name until `restore()`; the objects made are Intl's own. */
export function countIntlObjects<N extends Counted>(names: readonly N[]) {
  const made = Object.fromEntries(names.map((name) => [name, 0])) as Record<N, number>;
  const real = Object.fromEntries(names.map((name) => [name, Intl[name]]));
  for (const name of names) {
    const Real = Intl[name] as unknown as new (...args: unknown[]) => object;
    const counted = new Proxy(Real, {
      construct(target, args: unknown[]) {
        made[name]++;
        return Reflect.construct(target, args) as object;
      },
    });
    Object.assign(Intl, { [name]: counted });
  }
  return { made, restore: () => void Object.assign(Intl, real) };
}
