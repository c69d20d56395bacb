// The server-pg project when PostgreSQL is not installed: one skipped test saying so, instead of
// the server suite (see vitest.config.ts; the global setup prints the same line once).
import { it } from 'vitest';
import { POSTGRES_MISSING } from './postgres.ts';

it.skip(POSTGRES_MISSING, () => {});
