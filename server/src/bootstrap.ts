import { createHmac, randomBytes } from 'node:crypto';
import { chmodSync, existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Config } from './config.ts';
import { openDatabase } from './db/database.ts';
import type { Db, Engine } from './db/engine.ts';
import { createTokenService } from './auth/tokens.ts';
import { generatePassword, hashPassword } from './auth/password.ts';
import { createKeyLimiter, createLoginLimiter } from './auth/loginLimiter.ts';
import { memoryCounters } from './auth/counterStore.ts';
import { databaseCounters } from './auth/databaseCounters.ts';
import { buildApp, type AppOptions } from './app.ts';
import { createAnswerCache } from './http/answerCache.ts';
import { systemClock, type Clock } from './clock.ts';
import { newId } from './lib/ids.ts';
import { createPdfPool, type PdfPoolOptions } from './lib/pdfPool.ts';
import { ensurePrivateDir, securePrivateTree } from './lib/dataDir.ts';
import { createResumeLinks } from './lib/resumeStore.ts';
import { createSignedLinks } from './lib/signedLinks.ts';
import { findAdminByUsernameAnyCase, insertOwner } from './modules/auth/repository.ts';
import { sweepOrphanFiles } from './modules/resumes/service.ts';
import { createResumeStorage, type ResumeStorage } from './modules/resumes/storage.ts';
import { createMeetingTokens } from './modules/meeting/link.ts';
import { createMeetingLimiter } from './modules/meeting/limiter.ts';
import { createScorer } from './modules/scoring/index.ts';
import { createFollowUpWriter } from './modules/scoring/followUps.ts';
import { createMailer } from './modules/outbox/mail.ts';
import { createSecretBox } from './modules/outbox/secrets.ts';
import { startOutboxWorker, type OutboxWorker } from './modules/outbox/worker.ts';
import { maintenanceJobs } from './modules/maintenance/jobs.ts';
import { startSchedule, type Schedule } from './modules/maintenance/schedule.ts';
import { seedOnce } from './seed/once.ts';
import type { App } from './types.ts';

/**
 * Memory for kept list answers, in the compressed form the console asks for (http/answerCache.ts
 * keeps only the forms asked for).
 */
const ANSWER_CACHE_BYTES = 4 * 1024 * 1024;

export interface Started {
  app: App;
  db: Db;
  /** the database engine: SQLite in DATA_DIR, or PostgreSQL (DATABASE_URL) */
  engine: Engine;
  /** where resumes are kept: the local disk (SQLite) or the database (PostgreSQL) */
  resumes: ResumeStorage;
  /** set only when this start created the admin with a generated password */
  generatedPassword: string | undefined;
  /** true when this start created the first admin */
  createdAdmin: boolean;
  /** true when ADMIN_PASSWORD is set but the admin already existed: it was not applied */
  adminPasswordIgnored: boolean;
  seeded: boolean;
  /** delivers the outbox's messages (docs/messages.md); stopped when the app closes */
  outbox: OutboxWorker;
  /** the jobs run once across servers: trash purge, retention, backups (docs/retention.md, docs/backup.md) */
  schedule: Schedule;
}

/** JWT_SECRET, or a secret generated on first start and kept in DATA_DIR/jwt-secret (mode 0600). */
export function resolveJwtSecret(config: Config): string {
  if (config.jwtSecret) return config.jwtSecret;
  const file = path.join(config.dataDir, 'jwt-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  const secret = randomBytes(48).toString('base64url');
  writeFileSync(file, secret + '\n', { mode: 0o600 });
  chmodSync(file, 0o600);
  return secret;
}

/** The HMAC key of signed, expiring links (resume URLs), derived from the JWT secret. */
export function deriveSigningKey(secret: string): Buffer {
  return createHmac('sha256', secret).update('signed-links').digest();
}

/** Creates the first admin on an empty database. */
async function ensureAdmin(
  db: Db,
  config: Config,
  clock: Clock,
): Promise<{ created: boolean; generatedPassword: string | undefined; adminId: string }> {
  const existing = await findAdminByUsernameAnyCase(db, config.adminUsername);
  if (existing) return { created: false, generatedPassword: undefined, adminId: existing.id };
  const generatedPassword = config.adminPassword ? undefined : generatePassword();
  const id = newId();
  const inserted = await insertOwner(
    db,
    {
      id,
      username: config.adminUsername,
      password_hash: await hashPassword(config.adminPassword ?? generatedPassword!),
      previous_password_hash: null,
      role: 'admin',
      name: 'Administrator',
      email: `${config.adminUsername}@example.com`,
      phone: '',
      profile_image: null,
      deleted: 0,
      created_at: clock.now().toISOString(),
    },
    'Interview AI',
  );
  if (!inserted) {
    // another server starting on the same database created it first
    const first = await findAdminByUsernameAnyCase(db, config.adminUsername);
    if (!first) throw new Error(`Could not create the admin "${config.adminUsername}"`);
    return { created: false, generatedPassword: undefined, adminId: first.id };
  }
  return { created: true, generatedPassword, adminId: id };
}

/** Opens the database, creates the first admin and demo data as configured, and builds the app. */
export async function startServer(
  config: Config,
  options: AppOptions & { clock?: Clock; pdf?: PdfPoolOptions } = {},
): Promise<Started> {
  const { clock = systemClock, pdf: pdfOptions, ...appOptions } = options;
  const { db, engine } = await openDatabase(config);
  const secret = resolveJwtSecret(config);
  const admin = await ensureAdmin(db, config, clock);
  // chosen once, by engine: one server's disk with SQLite, the shared database with PostgreSQL
  const resumes = createResumeStorage(engine, { db, dataDir: config.dataDir, clock });
  const counters = engine === 'postgres' ? databaseCounters(db) : memoryCounters;
  let seeded = false;
  if (config.seedDemo) seeded = await seedOnce(db, resumes, admin.adminId, clock);
  // every file the server keeps is private, whatever the umask made of it
  ensurePrivateDir(path.join(config.dataDir, 'resumes'));
  securePrivateTree(config.dataDir);
  const now = () => clock.now().getTime();
  const swept = await sweepOrphanFiles(db, resumes, clock);
  const pdf = createPdfPool({ size: config.pdfWorkers, ...pdfOptions });
  const secrets = createSecretBox(secret);
  const app = await buildApp(
    {
      pdf,
      config,
      db,
      engine,
      clock,
      tokens: createTokenService(secret, clock),
      resumeLinks: createResumeLinks(deriveSigningKey(secret), clock),
      exportLinks: createSignedLinks(secret, 'candidate-export', clock),
      answers: createAnswerCache(ANSWER_CACHE_BYTES),
      resumes,
      loginLimiter: createLoginLimiter({ now, store: counters }),
      oldPasswordLimiter: createKeyLimiter({ now, store: counters }),
      meetingTokens: createMeetingTokens(secret),
      meetingLimiter: createMeetingLimiter({ now, store: counters }),
      // a model that fails is logged by the app's logger (made by buildApp, before any answer)
      scorer: createScorer(config.llm, { warn: (obj, msg) => app.log.warn(obj, msg) }),
      followUps: createFollowUpWriter(config.llm, { warn: (obj, msg) => app.log.warn(obj, msg) }),
      secrets,
    },
    appOptions,
  );
  app.addHook('onClose', () => pdf.close());
  const outbox = startOutboxWorker({
    db,
    clock,
    config: config.messages,
    mailer: createMailer(config.messages),
    secrets,
    log: app.log,
  });
  app.addHook('onClose', () => outbox.stop());
  const schedule = startSchedule(
    { db, clock, log: app.log, pollMs: config.dataCare.pollMs },
    maintenanceJobs({ db, engine, resumes, clock, config }),
  );
  app.addHook('onClose', () => schedule.stop());
  app.log.info(
    swept,
    `Start-up sweep: removed ${swept.tempFiles} temporary file(s) and ${swept.orphanResumes} unreferenced resume file(s)`,
  );
  return {
    app,
    db,
    engine,
    resumes,
    generatedPassword: admin.generatedPassword,
    createdAdmin: admin.created,
    adminPasswordIgnored: !admin.created && config.adminPassword !== undefined,
    seeded,
    outbox,
    schedule,
  };
}
