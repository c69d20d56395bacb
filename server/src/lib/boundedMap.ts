/**
 * A map of at most `maxKeys` keys, in the order they were last set: `set` makes a key the most
 * recent, and beyond the bound the least recently set keys are dropped.
 */
export class BoundedMap<V> {
  private readonly entries = new Map<string, V>();
  constructor(private readonly maxKeys: number) {}

  get(key: string): V | undefined {
    return this.entries.get(key);
  }

  /** Changes the value of a key that is there, leaving its place in the order. */
  replace(key: string, value: V): void {
    this.entries.set(key, value);
  }

  /**
   * Makes the key the most recent, with this value. Beyond the bound, `prune` runs first (it may
   * delete keys that no longer count), then the least recently set keys go.
   */
  set(key: string, value: V, prune?: () => void): void {
    this.entries.delete(key);
    this.entries.set(key, value);
    if (this.entries.size <= this.maxKeys) return;
    prune?.();
    while (this.entries.size > this.maxKeys) {
      const oldest = this.entries.keys().next().value;
      if (oldest === undefined) break;
      this.entries.delete(oldest);
    }
  }

  delete(key: string): void {
    this.entries.delete(key);
  }

  /** The keys, least recently set first (a copy: deleting while going through them is safe). */
  keys(): string[] {
    return [...this.entries.keys()];
  }

  get size(): number {
    return this.entries.size;
  }
}
