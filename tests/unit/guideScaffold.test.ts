import { describe, expect, it } from 'vitest';
import { applyDiff, readGuideBlocks } from '../e2e/guideScaffold';

describe("the guide's scaffolding", () => {
  it('reads the blocks that write or change a file, in order', () => {
    const guide = [
      'Some prose.',
      '```ts file=src/a.ts',
      'const a = 1;',
      '```',
      '```ts',
      'not a file',
      '```',
      '```diff file=b.ts',
      ' a',
      '+b',
      '```',
      '',
    ].join('\n');
    expect(readGuideBlocks(guide)).toEqual([
      { file: 'src/a.ts', kind: 'new', body: 'const a = 1;\n' },
      { file: 'b.ts', kind: 'diff', body: ' a\n+b\n' },
    ]);
  });

  it("applies hunks at their one matching place, keeping the file's indentation", () => {
    const file = 'a\n  b\n  c\nd\n';
    expect(applyDiff(file, ' b\n+  x\n c\n...\n-d\n+e\n')).toBe('a\n  b\n  x\n  c\ne\n');
  });

  it('refuses a hunk whose context is missing or ambiguous', () => {
    expect(() => applyDiff('a\nb\n', ' q\n+x\n', 'f.ts')).toThrow(/f\.ts: .*matches 0 places/);
    expect(() => applyDiff('a\na\n', ' a\n+x\n')).toThrow(/matches 2 places/);
    expect(() => applyDiff('a\n', '+x\n')).toThrow(/at least one context line/);
    expect(() => applyDiff('a\n', '*a\n')).toThrow(/must start with/);
  });
});
