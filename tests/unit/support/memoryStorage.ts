import { vi } from 'vitest';

/** An in-memory Storage, for session code under the node test environment. */
export class MemoryStorage implements Storage {
  private items = new Map<string, string>();

  get length(): number {
    return this.items.size;
  }

  key(index: number): string | null {
    return [...this.items.keys()][index] ?? null;
  }

  getItem(key: string): string | null {
    return this.items.get(key) ?? null;
  }

  setItem(key: string, value: string): void {
    this.items.set(key, String(value));
  }

  removeItem(key: string): void {
    this.items.delete(key);
  }

  clear(): void {
    this.items.clear();
  }

  /** every stored key and value, for assertions */
  dump(): Record<string, string> {
    return Object.fromEntries(this.items);
  }
}

/** Replaces `localStorage` with a fresh MemoryStorage; undo with vi.unstubAllGlobals(). */
export function installMemoryStorage(): MemoryStorage {
  const storage = new MemoryStorage();
  vi.stubGlobal('localStorage', storage);
  return storage;
}
