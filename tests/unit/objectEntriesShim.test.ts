// The build answers node-polyglot's require('object.entries') with the browser's Object.entries
// (vite.config.ts, scripts/vite/shims/object-entries.cjs): it must give what the polyfill gives.
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import viteConfig from '../../vite.config';

const require = createRequire(import.meta.url);
const polyfill = require('object.entries') as (o: object) => [string, unknown][];
const shim = require('../../scripts/vite/shims/object-entries.cjs') as typeof polyfill;

describe('object.entries in the console build', () => {
  it('is the browser’s own, with the results of the polyfill', () => {
    expect(shim).toBe(Object.entries);
    const proto = { inherited: 1 };
    const own = Object.create(proto) as Record<string, unknown>;
    Object.assign(own, { b: 2, a: 'x', '2': 'two', '1': null });
    Object.defineProperty(own, 'hidden', { value: 3, enumerable: false });
    const phrases = { app: { title: 'Interview AI Admin' }, 'ra.action.undo': 'Undo' };
    for (const value of [own, phrases, {}, ['p', 'q'], 'abc']) {
      expect(shim(value as object)).toEqual(polyfill(value as object));
    }
  });

  it('is the module the build resolves object.entries to', () => {
    const aliases = viteConfig.resolve?.alias as { find: RegExp; replacement: string }[];
    const alias = aliases.find((a) => a.find.test('object.entries'));
    expect(alias?.replacement).toBe(require.resolve('../../scripts/vite/shims/object-entries.cjs'));
  });
});
