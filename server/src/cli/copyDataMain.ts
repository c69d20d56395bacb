// npm run copy-data -- --from <DATA_DIR | postgres://…> --to <DATA_DIR | postgres://…>
import { ConfigError } from '../config.ts';
import { describeCounts } from './backupText.ts';
import { copyData, placeOf, removeScratch } from './copyData.ts';
import { CopyError } from './copyTables.ts';

const USAGE =
  'Usage: npm run copy-data -- --from <DATA_DIR | postgres://…> --to <DATA_DIR | postgres://…>\n' +
  'Copies every record and resume into an empty database of the other engine, then checks the copy.';

function option(name: string): string | undefined {
  const args = process.argv.slice(2);
  const at = args.indexOf(`--${name}`);
  return at >= 0 ? args[at + 1] : undefined;
}

async function main(): Promise<void> {
  const from = option('from');
  const to = option('to');
  if (!from || !to || process.argv.length !== 6) {
    console.error(USAGE);
    process.exit(2);
  }
  const started = Date.now();
  const places = [placeOf(from), placeOf(to)] as const;
  const { rows, resumes } = await copyData(...places).finally(() => places.forEach(removeScratch));
  const counts = describeCounts(rows);
  console.log(
    `Copied and checked in ${((Date.now() - started) / 1000).toFixed(1)} s: ${counts}; ` +
      `${resumes.files} resume(s), ${(resumes.bytes / 1e6).toFixed(1)} MB. ` +
      'Every record and resume was read back from the copy and matches the source.',
  );
}

main().catch((err: unknown) => {
  const known = err instanceof ConfigError || err instanceof CopyError;
  console.error(known ? (err as Error).message : `copy-data failed: ${String(err)}`);
  process.exit(1);
});
