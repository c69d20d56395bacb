// Issue 53, bursts across servers: two server processes on one PostgreSQL database, each with its
// own PDF pool (the default: 2 workers, 64 MiB and 30 s of waiting line), and 50 then 200 creates
// with small PDF resumes sent at once, in turn to each: none is refused, every one is listed.
// PostgreSQL only (tests/server/postgres/): with SQLite one server owns its DATA_DIR.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServerProcess, signIn, type ServerProcess } from '../serverProcess.ts';
import { freshDatabase } from '../testApp.ts';
import { burst, listedCandidates, missing, smallPdf, statusCounts } from '../burst.ts';

let servers: ServerProcess[] = [];
let token = '';
let pdf: Uint8Array;
const dirs: string[] = [];
let dropDatabase = async () => {};

describe('two servers on one PostgreSQL, a burst of creates with small PDFs', () => {
  beforeAll(async () => {
    const database = await freshDatabase();
    dropDatabase = database.drop;
    pdf = await smallPdf();
    servers = await Promise.all(
      [1, 2].map(() => {
        const dir = mkdtempSync(path.join(tmpdir(), 'iaa-burst-'));
        dirs.push(dir);
        return startServerProcess({ ...database.env, DATA_DIR: dir, LOG_LEVEL: 'warn' });
      }),
    );
    token = await signIn(servers[0]!.url);
  }, 180_000);

  afterAll(async () => {
    for (const server of servers) {
      server.child.kill('SIGTERM');
      await server.exited;
    }
    await dropDatabase();
    for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
  });

  for (const count of [50, 200]) {
    it(`${count} at once over both: every one answers 201 and every candidate is listed`, async () => {
      const urls = servers.map((s) => s.url);
      const { answers, ms } = await burst(urls, token, `two${count}`, count, pdf);
      console.log(
        `two servers, ${count} creates at once: ${Math.round(ms)} ms`,
        statusCounts(answers),
      );
      expect(statusCounts(answers)).toEqual({ 201: count });
      // either server lists what both created
      for (const url of urls) {
        expect(missing(answers, await listedCandidates(url, token))).toEqual([]);
      }
    }, 60_000);
  }
});
