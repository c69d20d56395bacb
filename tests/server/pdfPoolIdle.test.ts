import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createPdfPool } from '../../server/src/lib/pdfPool.ts';
import { resumePdf } from './multipart.ts';

const dir = mkdtempSync(path.join(tmpdir(), 'iaa-pool-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** Waits (bounded) until `check` holds; false when it never did. */
async function eventually(check: () => boolean, limitMs = 15_000): Promise<boolean> {
  const until = Date.now() + limitMs;
  while (!check()) {
    if (Date.now() > until) return false;
    await new Promise((r) => setTimeout(r, 50));
  }
  return true;
}

describe('PDF pool threads', () => {
  it('start on the first parse, end when idle for idleMs, and start again for the next', async () => {
    const file = path.join(dir, 'resume.pdf');
    writeFileSync(file, await resumePdf({ name: 'Idle Pool' }));
    const pool = createPdfPool({ size: 1, idleMs: 300 });
    try {
      expect(pool.threads).toBe(0);
      expect((await pool.parse(file)).status).toBe('parsed');
      expect(pool.threads).toBe(1);
      expect(await eventually(() => pool.threads === 0)).toBe(true);
      expect((await pool.parse(file)).status).toBe('parsed');
      expect(pool.threads).toBe(1);
    } finally {
      await pool.close();
    }
    expect(pool.threads).toBe(0);
  });
});
