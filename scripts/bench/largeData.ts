// The browser bench's large data set (scaleData.ts) in a SQLite data directory the server has
// already migrated:
//   npx tsx scripts/bench/largeData.ts DATA_DIR COUNT
import { addCandidates } from './scaleData.ts';

async function main() {
  const [dataDir, countText] = process.argv.slice(2);
  const count = Number(countText);
  if (!dataDir || !Number.isInteger(count) || count < 1) {
    throw new Error('usage: largeData.ts DATA_DIR COUNT');
  }
  await addCandidates({ dataDir, databaseUrl: undefined }, count);
}

main().catch((err: unknown) => {
  console.error(`largeData: ${(err as Error).stack ?? String(err)}`);
  process.exitCode = 1;
});
