// The PDF pool's child processes: started on demand, ended when idle, each parse in a process
// other than the server's, a bomb ended by its memory cap, a crash costing one parse only, and
// no process left behind after close.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createPdfPool } from '../../server/src/lib/pdfPool.ts';
import { resumePdf } from './multipart.ts';
import { bombPdf } from '../../scripts/soak/bombPdf.mjs';

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

/** The pids of this process's children running the PDF worker (Linux: pgrep). */
function workerPids(): number[] {
  try {
    return execFileSync('pgrep', ['-P', String(process.pid), '-f', 'pdfWorker'], {
      encoding: 'utf8',
    })
      .split('\n')
      .filter(Boolean)
      .map(Number);
  } catch {
    return []; // pgrep exits 1 when nothing matches
  }
}

describe('PDF pool processes', () => {
  it('start on the first parse, end when idle for idleMs, and start again for the next', async () => {
    const file = path.join(dir, 'resume.pdf');
    writeFileSync(file, await resumePdf({ name: 'Idle Pool' }));
    const pool = createPdfPool({ size: 1, idleMs: 300 });
    try {
      expect(pool.workers).toBe(0);
      expect((await pool.parse(file)).status).toBe('parsed');
      expect(pool.workers).toBe(1);
      expect(await eventually(() => pool.workers === 0)).toBe(true);
      expect((await pool.parse(file)).status).toBe('parsed');
      expect(pool.workers).toBe(1);
    } finally {
      await pool.close();
    }
    expect(pool.workers).toBe(0);
  });
});

describe('each parse in a child process', () => {
  it('runs outside the server process, and close leaves no process behind', async () => {
    const file = path.join(dir, 'outside.pdf');
    writeFileSync(file, await resumePdf({ name: 'Outside' }));
    const pool = createPdfPool({ size: 2 });
    try {
      const both = await Promise.all([pool.parse(file), pool.parse(file)]);
      expect(both.map((o) => o.status)).toEqual(['parsed', 'parsed']);
      const pids = workerPids();
      expect(pids).toHaveLength(2);
      expect(pids).not.toContain(process.pid);
    } finally {
      await pool.close();
    }
    expect(await eventually(() => workerPids().length === 0)).toBe(true);
  });

  it('ends a bomb at its resident-memory cap, and the next parse still works', async () => {
    const bomb = path.join(dir, 'bomb.pdf');
    writeFileSync(bomb, bombPdf(4, 512));
    const file = path.join(dir, 'after-bomb.pdf');
    writeFileSync(file, await resumePdf({ name: 'After Bomb' }));
    // the heap cap is high, so only the resident-memory guard can end it before the 20 s limit
    const pool = createPdfPool({
      size: 1,
      maxRssGrowthMb: 150,
      maxHeapMb: 2048,
      timeoutMs: 20_000,
    });
    try {
      const started = performance.now();
      expect(await pool.parse(bomb)).toEqual({ status: 'memory' });
      expect(performance.now() - started).toBeLessThan(15_000);
      expect((await pool.parse(file)).status).toBe('parsed');
    } finally {
      await pool.close();
    }
  });

  it('loses only the running parse when its process dies', async () => {
    const bomb = path.join(dir, 'slow.pdf');
    writeFileSync(bomb, bombPdf(4, 512));
    const file = path.join(dir, 'after-crash.pdf');
    writeFileSync(file, await resumePdf({ name: 'After Crash' }));
    const pool = createPdfPool({ size: 1, timeoutMs: 20_000 });
    try {
      // the process started and ready (a death before that is a start that failed)
      expect((await pool.parse(file)).status).toBe('parsed');
      const running = pool.parse(bomb);
      expect(await eventually(() => workerPids().length === 1)).toBe(true);
      // a crash of the parser, as a signal from outside would be
      for (const pid of workerPids()) process.kill(pid, 'SIGKILL');
      await expect(running).rejects.toThrow('PDF worker exited');
      expect((await pool.parse(file)).status).toBe('parsed');
    } finally {
      await pool.close();
    }
  });
});
