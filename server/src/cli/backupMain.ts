// npm run backup -- FILE: a backup of the configured installation (DATA_DIR or DATABASE_URL), made
// while its servers run (docs/backup.md).
import path from 'node:path';
import { ConfigError, loadConfig } from '../config.ts';
import { BackupError } from './backupArchive.ts';
import { createBackup } from './backup.ts';
import { formatBytes } from '../../../common/bytes.ts';
import { describeCounts } from './backupText.ts';

const USAGE =
  'Usage: npm run backup -- FILE\n' +
  'Writes a backup of the installation the environment configures (DATA_DIR, or DATABASE_URL ' +
  'and JWT_SECRET) into FILE, while its servers run. Restore it with npm run restore -- FILE.';

async function main(): Promise<void> {
  const args = process.argv.slice(2);
  if (args.length !== 1 || args[0]!.startsWith('-')) {
    console.error(USAGE);
    process.exit(2);
  }
  // npm runs scripts in the project's folder: FILE is where the shell that ran npm was
  const file = path.resolve(process.env.INIT_CWD ?? '.', args[0]!);
  const config = loadConfig();
  const started = Date.now();
  const { bytes, manifest } = await createBackup(config, file);
  console.log(
    `Backed up the ${manifest.engine === 'postgres' ? 'PostgreSQL' : 'SQLite'} database ` +
      `(migration ${manifest.migration}) into ${file}: ${formatBytes(bytes)} in ` +
      `${((Date.now() - started) / 1000).toFixed(1)} s.\n` +
      `Rows: ${describeCounts(manifest.tables)}.\n` +
      `Resumes: ${manifest.resumes.files} (${formatBytes(manifest.resumes.bytes)}).` +
      (manifest.jwt_secret === 'none' ? ' No signing secret was found to include.' : ''),
  );
  if (manifest.resumes.missing.length > 0) {
    console.warn(
      `${manifest.resumes.missing.length} resume(s) were removed while the backup ran ` +
        `(their candidates deleted for good): ${manifest.resumes.missing.join(', ')}`,
    );
  }
}

main().catch((err: unknown) => {
  const known = err instanceof ConfigError || err instanceof BackupError;
  console.error(known ? (err as Error).message : `backup failed: ${String(err)}`);
  process.exit(1);
});
