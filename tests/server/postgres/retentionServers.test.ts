// The trash purge with two servers on one PostgreSQL (docs/retention.md): both schedule it, both
// look at the same moment, and it runs once: one server reports the count, the other nothing, and
// each candidate is deleted and recorded in the audit log once. In-process servers, so that the
// test runs their schedules itself (Started.schedule.runDue). PostgreSQL only: with SQLite one
// server owns its DATA_DIR.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type Started } from '../../../server/src/bootstrap.ts';
import { readRun } from '../../../server/src/modules/maintenance/runsRepository.ts';
import { resumePdf } from '../multipart.ts';
import { insertCandidate } from '../rows.ts';
import { startTestApp, type TestApp } from '../testApp.ts';

const DAY = 86_400_000;
const HOUR = 3_600_000;

let t: TestApp;
let second: Started;
let admin: string;

beforeAll(async () => {
  // the schedules' own timers never fire during the test: it runs them
  t = await startTestApp({ MAINTENANCE_POLL_MS: String(HOUR) });
  admin = await t.adminId();
  second = await startServer(t.config, { logger: false, clock: t.clock });
  await second.app.ready();
});
afterAll(async () => {
  if (second) {
    await second.app.close();
    await second.db.destroy();
  }
  await t?.close();
});

/** `count` candidates in the trash for 31 days, every third with a stored resume. */
async function oldTrash(count: number, pdf: Uint8Array) {
  const deletedAt = new Date(t.clock.now().getTime() - 31 * DAY).toISOString();
  const ids: string[] = [];
  const files: string[] = [];
  for (let i = 0; i < count; i++) {
    const file = i % 3 === 0 ? await t.resumes.save(pdf, admin) : null;
    if (file) files.push(file);
    ids.push(
      await insertCandidate(t.db, admin, {
        name: `Old ${i}`,
        deleted: 1,
        deleted_at: deletedAt,
        resume_file: file,
      }),
    );
  }
  return { ids, files };
}

describe('the trash purge on two servers', () => {
  it('runs once when both look at the same time', async () => {
    expect(t.engine).toBe('postgres');
    const pdf = await resumePdf();
    for (let round = 0; round < 3; round++) {
      const { ids, files } = await oldTrash(60, pdf);
      t.clock.advance(2 * HOUR);
      const results = await Promise.all([t.schedule.runDue(), second.schedule.runDue()]);
      const ran = results.filter((done) => 'trash_purge' in done);
      expect(ran).toEqual([{ trash_purge: { ok: true, deleted: 60, more: false } }]);
      const run = await readRun(t.db, 'trash_purge');
      expect(JSON.parse(run!.last_result)).toEqual({ ok: true, deleted: 60, more: false });

      const left = await t.db
        .selectFrom('candidates')
        .select('id')
        .where('id', 'in', ids)
        .execute();
      expect(left).toEqual([]);
      const stored = await t.db
        .selectFrom('resume_files')
        .select('name')
        .where('name', 'in', files)
        .execute();
      expect(stored).toEqual([]);
      const entries = await t.db
        .selectFrom('audit_log')
        .select('target_id')
        .where('action', '=', 'candidate.delete')
        .where('target_id', 'in', ids)
        .execute();
      expect(entries.map((entry) => entry.target_id).sort()).toEqual([...ids].sort());
    }
  });
});
