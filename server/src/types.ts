import type { FastifyInstance, FastifyBaseLogger, RawServerDefault } from 'fastify';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { Clock } from './clock.ts';
import type { Config } from './config.ts';
import type { Db, Engine } from './db/engine.ts';
import type { TokenService } from './auth/tokens.ts';
import type { KeyLimiter, LoginLimiter } from './auth/loginLimiter.ts';
import type { AnswerCache } from './http/answerCache.ts';
import type { PdfPool } from './lib/pdfPool.ts';
import type { SignedLinks } from './lib/signedLinks.ts';
import type { ResumeLinks } from './lib/resumeStore.ts';
import type { ResumeStorage } from './modules/resumes/storage.ts';
import type { MeetingTokens } from './modules/meeting/link.ts';
import type { MeetingLimiter } from './modules/meeting/limiter.ts';
import type { Scorer } from './modules/scoring/types.ts';
import type { FollowUpWriter } from './modules/scoring/followUps.ts';
import type { SecretBox } from './modules/outbox/secrets.ts';

export type App = FastifyInstance<
  RawServerDefault,
  IncomingMessage,
  ServerResponse,
  FastifyBaseLogger,
  TypeBoxTypeProvider
>;

/** What every route module and service may use; built once by the composition root. */
export interface AppDeps {
  config: Config;
  db: Db;
  /** which engine `db` runs on, for the few places that differ */
  engine: Engine;
  clock: Clock;
  tokens: TokenService;
  /** signs and checks the expiring resume links */
  resumeLinks: ResumeLinks;
  /** signs and checks the short-lived links of CSV exports */
  exportLinks: SignedLinks;
  /** where resumes are kept: the local disk (SQLite) or the database (PostgreSQL) */
  resumes: ResumeStorage;
  /** serialised list answers, kept while the admin's data version is unchanged */
  answers: AnswerCache;
  /** parses uploaded PDFs in child processes, a few at once */
  pdf: PdfPool;
  /** sign-in limiter (per account and address, per account, per address) */
  loginLimiter: LoginLimiter;
  /** wrong old passwords on PATCH /admin/update, per admin; never locks sign-in */
  oldPasswordLimiter: KeyLimiter;
  /** the candidates' links: an HMAC of the interview id, under a key from the JWT secret */
  meetingTokens: MeetingTokens;
  /** the candidate's calls per client address (docs/interview-api.md) */
  meetingLimiter: MeetingLimiter;
  /** scores each answer as it is saved: built in, or an OpenAI-compatible model */
  scorer: Scorer;
  /** writes a follow-up question about a missed point: offline, or by the model (docs/scoring.md) */
  followUps: FollowUpWriter;
  /** seals the webhooks' signing secrets at rest (docs/messages.md) */
  secrets: SecretBox;
}

/** A route module: registered under /api with the shared dependencies. */
export type RouteModule = (app: App, deps: AppDeps) => Promise<void> | void;

export const MAX_RESUME_BYTES = 10 * 1024 * 1024;
