import path from 'node:path';
import { isIP } from 'node:net';
import { adminPasswordProblem, jwtSecretProblem } from './auth/strength.ts';
import { ConfigError, parseBoolean, parseWholeNumber, redactUrl } from './configParse.ts';
import { parseDataCareConfig, type DataCareConfig } from './configDataCare.ts';
import { parseMessagesConfig, type MessagesConfig } from './configMessages.ts';

export { ConfigError, redactUrl };

export interface Config {
  port: number;
  host: string;
  dataDir: string;
  adminUsername: string;
  /** unset: a strong random password is generated and printed once, on first start */
  adminPassword: string | undefined;
  /** unset: generated on first start and kept in DATA_DIR/jwt-secret (mode 0600) */
  jwtSecret: string | undefined;
  seedDemo: boolean;
  /** unset: no cross-origin access */
  corsOrigin: string[] | undefined;
  logLevel: 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace' | 'silent';
  /** where the built console lives; unset or missing: the API runs alone */
  clientDir: string | undefined;
  /** PDF_WORKERS: PDF parses at once, each in a child process of its own; unset: 2 */
  pdfWorkers: number | undefined;
  /**
   * Fastify's trustProxy: false (default) uses the connection's address; a number trusts that
   * many proxy hops of X-Forwarded-For, a list those proxy addresses or networks.
   */
  trustProxy: false | number | string[];
  /** DATABASE_URL: a postgres:// URL selects PostgreSQL; unset: SQLite in DATA_DIR */
  databaseUrl: string | undefined;
  /** when a candidate may take an interview (docs/interview-api.md, "The window") */
  meeting: MeetingConfig;
  /** LLM_BASE_URL and LLM_MODEL set: answers are scored by that model; unset: built in */
  llm: LlmConfig | undefined;
  /** mail, the outbox's worker, webhooks (docs/messages.md) */
  messages: MessagesConfig;
  /** retention (docs/retention.md) and backups (docs/backup.md) */
  dataCare: DataCareConfig;
}

export interface MeetingConfig {
  /** MEETING_OPENS_MINUTES_BEFORE: Start is offered this long before the time; default 15 */
  opensMinutesBefore: number;
  /** MEETING_CLOSES_MINUTES_AFTER: and until this long after it; default 120 */
  closesMinutesAfter: number;
  /** MEETING_QUESTION_SECONDS: each question's time limit; 0 (default): none */
  questionSeconds: number;
}

/** An OpenAI-compatible chat endpoint (a local Ollama works). */
export interface LlmConfig {
  /** LLM_BASE_URL, e.g. http://127.0.0.1:11434/v1 (the path before /chat/completions) */
  baseUrl: string;
  /** LLM_MODEL */
  model: string;
  /** LLM_API_KEY: sent as a Bearer token when set */
  apiKey: string | undefined;
  /** LLM_TIMEOUT_MS: default 20000 */
  timeoutMs: number;
}

/** Admin usernames: 3 to 50 letters, digits, dots, dashes or underscores. */
export const USERNAME_PATTERN = /^[A-Za-z0-9._-]{3,50}$/;

const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;

/** Reads the configuration from the environment; a bad value throws a ConfigError naming it. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const portRaw = env.PORT ?? '8080';
  if (!/^\d+$/.test(portRaw) || Number(portRaw) < 0 || Number(portRaw) > 65535) {
    throw new ConfigError('PORT', `must be a whole number from 0 to 65535 (got "${portRaw}")`);
  }
  const host = env.HOST ?? '127.0.0.1';
  if (host.trim() === '') throw new ConfigError('HOST', 'must not be empty');

  const adminUsername = env.ADMIN_USERNAME ?? 'admin';
  if (!USERNAME_PATTERN.test(adminUsername)) {
    throw new ConfigError(
      'ADMIN_USERNAME',
      'must be 3 to 50 letters, digits, dots, dashes or underscores',
    );
  }
  const adminPassword = env.ADMIN_PASSWORD || undefined;
  const passwordProblem =
    adminPassword === undefined ? undefined : adminPasswordProblem(adminPassword);
  if (passwordProblem) throw new ConfigError('ADMIN_PASSWORD', passwordProblem);
  const jwtSecret = env.JWT_SECRET || undefined;
  const secretProblem = jwtSecret === undefined ? undefined : jwtSecretProblem(jwtSecret);
  if (secretProblem) throw new ConfigError('JWT_SECRET', secretProblem);
  const databaseUrl = parseDatabaseUrl(env.DATABASE_URL);
  if (databaseUrl && jwtSecret === undefined) {
    // a secret generated into one server's DATA_DIR would differ on every other server
    throw new ConfigError(
      'JWT_SECRET',
      'is required with DATABASE_URL: every server on the database must sign tokens and resume ' +
        'links with the same key (e.g. openssl rand -base64 48)',
    );
  }
  let corsOrigin: string[] | undefined;
  if (env.CORS_ORIGIN) {
    corsOrigin = env.CORS_ORIGIN.split(',').map((o) => o.trim());
    for (const origin of corsOrigin) {
      if (!/^https?:\/\/[^/\s]+$/.test(origin)) {
        throw new ConfigError(
          'CORS_ORIGIN',
          `must be a comma-separated list of origins like http://localhost:5173 (got "${origin}")`,
        );
      }
    }
  }
  const logLevel = (env.LOG_LEVEL ?? 'info') as Config['logLevel'];
  if (!LOG_LEVELS.includes(logLevel)) {
    throw new ConfigError('LOG_LEVEL', `must be one of ${LOG_LEVELS.join(', ')}`);
  }
  const pdfWorkersRaw = env.PDF_WORKERS || undefined;
  if (pdfWorkersRaw !== undefined && !/^[1-9]$|^1[0-6]$/.test(pdfWorkersRaw)) {
    throw new ConfigError(
      'PDF_WORKERS',
      `must be a whole number from 1 to 16 (got "${pdfWorkersRaw}")`,
    );
  }
  return {
    port: Number(portRaw),
    host,
    dataDir: path.resolve(env.DATA_DIR || './data'),
    adminUsername,
    adminPassword,
    jwtSecret,
    seedDemo: parseBoolean('SEED_DEMO', env.SEED_DEMO, true),
    corsOrigin,
    logLevel,
    clientDir: env.CLIENT_DIR ? path.resolve(env.CLIENT_DIR) : undefined,
    pdfWorkers: pdfWorkersRaw === undefined ? undefined : Number(pdfWorkersRaw),
    trustProxy: parseTrustProxy(env.TRUST_PROXY),
    databaseUrl,
    meeting: {
      opensMinutesBefore: parseWholeNumber(env, 'MEETING_OPENS_MINUTES_BEFORE', 15, 0, 10080),
      closesMinutesAfter: parseWholeNumber(env, 'MEETING_CLOSES_MINUTES_AFTER', 120, 1, 10080),
      questionSeconds: parseWholeNumber(env, 'MEETING_QUESTION_SECONDS', 0, 0, 3600),
    },
    llm: parseLlm(env),
    messages: parseMessagesConfig(env, Number(portRaw)),
    dataCare: parseDataCareConfig(env),
  };
}

/** LLM_BASE_URL with LLM_MODEL (both or neither), LLM_API_KEY, LLM_TIMEOUT_MS. */
function parseLlm(env: NodeJS.ProcessEnv): LlmConfig | undefined {
  const baseUrl = env.LLM_BASE_URL?.trim() || undefined;
  const model = env.LLM_MODEL?.trim() || undefined;
  if (!baseUrl && !model) return undefined;
  if (!baseUrl || !model) {
    throw new ConfigError(
      baseUrl ? 'LLM_MODEL' : 'LLM_BASE_URL',
      'must be set with ' + (baseUrl ? 'LLM_BASE_URL' : 'LLM_MODEL') + ' (or neither)',
    );
  }
  let url: URL;
  try {
    url = new URL(baseUrl);
  } catch {
    url = new URL('invalid:');
  }
  if (!['http:', 'https:'].includes(url.protocol)) {
    throw new ConfigError(
      'LLM_BASE_URL',
      `must be an http(s) URL like http://127.0.0.1:11434/v1 (got "${redactUrl(baseUrl)}")`,
    );
  }
  return {
    baseUrl: baseUrl.replace(/\/+$/, ''),
    model,
    apiKey: env.LLM_API_KEY || undefined,
    timeoutMs: parseWholeNumber(env, 'LLM_TIMEOUT_MS', 20000, 100, 600000),
  };
}

/** DATABASE_URL: unset or empty means SQLite; otherwise a postgres:// URL naming a host. */
function parseDatabaseUrl(raw: string | undefined): string | undefined {
  const value = raw?.trim();
  if (!value) return undefined;
  const problem = `must be a PostgreSQL URL like postgres://user:password@host:5432/database (got "${redactUrl(value)}")`;
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new ConfigError('DATABASE_URL', problem);
  }
  const database = decodeURIComponent(url.pathname.replace(/^\//, ''));
  const port = url.port === '' ? 5432 : Number(url.port);
  if (
    !['postgres:', 'postgresql:'].includes(url.protocol) ||
    (url.hostname === '' && !url.searchParams.get('host')) ||
    database.includes('/') ||
    port < 1 ||
    port > 65535
  ) {
    throw new ConfigError('DATABASE_URL', problem);
  }
  return value;
}

/** TRUST_PROXY: on/off, a number of proxy hops, or comma-separated proxy addresses/networks. */
function parseTrustProxy(raw: string | undefined): Config['trustProxy'] {
  if (raw === undefined || raw.trim() === '') return false;
  const v = raw.trim().toLowerCase();
  // on: one reverse proxy in front; the address it appends to X-Forwarded-For is the client's
  // (trusting every hop would let a client choose its address by sending the header itself)
  if (['true', 'on', 'yes'].includes(v)) return 1;
  if (['false', 'off', 'no'].includes(v)) return false;
  if (/^\d+$/.test(v)) return Number(v) === 0 ? false : Number(v);
  const list = v.split(',').map((item) => item.trim());
  for (const item of list) {
    const [address, bits, extra] = item.split('/');
    const maxBits = isIP(address ?? '') === 4 ? 32 : 128;
    const okBits = bits === undefined || (/^\d{1,3}$/.test(bits) && Number(bits) <= maxBits);
    if (!address || !isIP(address) || !okBits || extra !== undefined) {
      throw new ConfigError(
        'TRUST_PROXY',
        `must be on/off, a number of proxy hops, or proxy addresses like 10.0.0.1,10.1.0.0/16 (got "${item}")`,
      );
    }
  }
  return list;
}
