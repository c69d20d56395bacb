// npm run restore -- FILE [--force] [--staging postgres://…]: a backup into the configured
// DATA_DIR or DATABASE_URL (docs/backup.md). Stop the servers of the target first.
import path from 'node:path';
import { ConfigError, loadConfig } from '../config.ts';
import { BackupError } from './backupArchive.ts';
import { formatBytes } from '../../../common/bytes.ts';
import { describeCounts } from './backupText.ts';
import { restoreBackup } from './restore.ts';

const USAGE =
  'Usage: npm run restore -- FILE [--force] [--staging postgres://…]\n' +
  'Restores a backup into the installation the environment configures (DATA_DIR, or ' +
  'DATABASE_URL and JWT_SECRET), which must hold no records; --force replaces what is there. ' +
  '--staging: an empty PostgreSQL database to read a PostgreSQL backup in when restoring into ' +
  'SQLite (else a throwaway one is started).';

/** FILE, --force and --staging URL, in any order; undefined when anything else is given. */
export function parseRestoreArgs(
  args: readonly string[],
): { file: string; force: boolean; staging?: string } | undefined {
  let file: string | undefined;
  let force = false;
  let staging: string | undefined;
  for (let i = 0; i < args.length; i += 1) {
    const arg = args[i]!;
    if (arg === '--force' && !force) force = true;
    else if (arg === '--staging' && staging === undefined && args[i + 1]) staging = args[++i];
    else if (!arg.startsWith('-') && file === undefined) file = arg;
    else return undefined;
  }
  if (staging !== undefined && !/^postgres(ql)?:\/\//i.test(staging)) return undefined;
  return file === undefined ? undefined : { file, force, staging };
}

async function main(): Promise<void> {
  const parsed = parseRestoreArgs(process.argv.slice(2));
  if (!parsed) {
    console.error(USAGE);
    process.exit(2);
  }
  const config = loadConfig();
  // npm runs scripts in the project's folder: FILE is where the shell that ran npm was
  const file = path.resolve(process.env.INIT_CWD ?? '.', parsed.file);
  const started = Date.now();
  const report = await restoreBackup(file, config, parsed);
  const place = config.databaseUrl ? 'the PostgreSQL database of DATABASE_URL' : config.dataDir;
  const migrated =
    report.migrations.now === report.migrations.backup
      ? ''
      : ` Migrated from ${report.migrations.backup} to ${report.migrations.now}.`;
  console.log(
    `Restored ${file} (${report.from === 'postgres' ? 'PostgreSQL' : 'SQLite'}) into ${place} ` +
      `in ${((Date.now() - started) / 1000).toFixed(1)} s.${migrated}\n` +
      `Rows: ${describeCounts(report.tables)}.\n` +
      `Resumes restored: ${report.resumes.files} (${formatBytes(report.resumes.bytes)}).`,
  );
  for (const note of report.notes) console.warn(note);
}

main().catch((err: unknown) => {
  const known = err instanceof ConfigError || err instanceof BackupError;
  console.error(known ? (err as Error).message : `restore failed: ${String(err)}`);
  process.exit(1);
});
