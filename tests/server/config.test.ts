import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig, USERNAME_PATTERN } from '../../server/src/config.ts';

const STRONG_SECRET = 'k3J9-vQ2x_Lm8RtZ4pWn7YcB1dHs6GfA0eUo';

const load = (env: Record<string, string>) => loadConfig(env as NodeJS.ProcessEnv);

/** The ConfigError a bad environment throws; its message names the variable. */
function errorOf(env: Record<string, string>): ConfigError {
  try {
    load(env);
  } catch (err) {
    if (err instanceof ConfigError) return err;
    throw err;
  }
  throw new Error(`no ConfigError for ${JSON.stringify(env)}`);
}

describe('loadConfig', () => {
  it('has safe defaults', () => {
    const config = load({});
    expect(config).toEqual({
      port: 8080,
      host: '127.0.0.1',
      dataDir: path.resolve('./data'),
      adminUsername: 'admin',
      adminPassword: undefined,
      jwtSecret: undefined,
      seedDemo: true,
      corsOrigin: undefined,
      logLevel: 'info',
      clientDir: undefined,
      trustProxy: false,
      meeting: { opensMinutesBefore: 15, closesMinutesAfter: 120, questionSeconds: 0 },
      llm: undefined,
      messages: {
        smtpUrl: undefined,
        mailFrom: { name: 'Interview AI', address: 'no-reply@localhost' },
        publicUrl: 'http://localhost:8080',
        pollMs: 5000,
        retryBaseMs: 30000,
        allowPrivateWebhooks: false,
        leaseMs: 120000,
      },
      dataCare: { trashRetentionDays: 30, pollMs: 60_000 },
    });
  });

  it('reads every variable', () => {
    const config = load({
      PORT: '3000',
      HOST: '0.0.0.0',
      DATA_DIR: '/tmp/iaa-data',
      ADMIN_USERNAME: 'root.admin',
      ADMIN_PASSWORD: 'long-enough-password',
      JWT_SECRET: STRONG_SECRET,
      SEED_DEMO: 'off',
      CORS_ORIGIN: 'http://localhost:5173, https://admin.example.com',
      LOG_LEVEL: 'warn',
      CLIENT_DIR: 'some/dir',
      TRUST_PROXY: 'on',
      MEETING_OPENS_MINUTES_BEFORE: '0',
      MEETING_CLOSES_MINUTES_AFTER: '45',
      MEETING_QUESTION_SECONDS: '90',
      LLM_BASE_URL: 'http://127.0.0.1:11434/v1/',
      LLM_MODEL: 'llama3.1',
      LLM_API_KEY: 'sk-local',
      LLM_TIMEOUT_MS: '5000',
      SMTP_URL: 'smtps://mailer:secret@smtp.example.com:465',
      MAIL_FROM: '"Hiring at Acme" <jobs@acme.example>',
      PUBLIC_URL: 'https://hiring.acme.example/',
      OUTBOX_POLL_MS: '250',
      OUTBOX_RETRY_BASE_MS: '1000',
      WEBHOOK_ALLOW_PRIVATE: 'on',
      OUTBOX_LEASE_MS: '5000',
    });
    expect(config).toEqual({
      port: 3000,
      host: '0.0.0.0',
      dataDir: '/tmp/iaa-data',
      adminUsername: 'root.admin',
      adminPassword: 'long-enough-password',
      jwtSecret: STRONG_SECRET,
      seedDemo: false,
      corsOrigin: ['http://localhost:5173', 'https://admin.example.com'],
      logLevel: 'warn',
      clientDir: path.resolve('some/dir'),
      trustProxy: 1,
      meeting: { opensMinutesBefore: 0, closesMinutesAfter: 45, questionSeconds: 90 },
      // the trailing slash goes: /chat/completions is appended
      llm: {
        baseUrl: 'http://127.0.0.1:11434/v1',
        model: 'llama3.1',
        apiKey: 'sk-local',
        timeoutMs: 5000,
      },
      messages: {
        smtpUrl: 'smtps://mailer:secret@smtp.example.com:465',
        mailFrom: { name: 'Hiring at Acme', address: 'jobs@acme.example' },
        publicUrl: 'https://hiring.acme.example',
        pollMs: 250,
        retryBaseMs: 1000,
        allowPrivateWebhooks: true,
        leaseMs: 5000,
      },
      // configDataCare.ts's own describe below reads its variables
      dataCare: expect.any(Object),
    });
  });

  it('treats empty optional values as unset', () => {
    const config = load({
      ADMIN_PASSWORD: '',
      JWT_SECRET: '',
      SEED_DEMO: '',
      DATA_DIR: '',
      CLIENT_DIR: '',
    });
    expect(config.adminPassword).toBeUndefined();
    expect(config.jwtSecret).toBeUndefined();
    expect(config.seedDemo).toBe(true);
    expect(config.dataDir).toBe(path.resolve('./data'));
    expect(config.clientDir).toBeUndefined();
  });

  it.each([
    ['1', true],
    ['true', true],
    ['ON', true],
    ['yes', true],
    ['0', false],
    ['false', false],
    ['Off', false],
    ['no', false],
  ])('reads SEED_DEMO=%s as %s', (raw, expected) => {
    expect(load({ SEED_DEMO: raw }).seedDemo).toBe(expected);
  });

  it.each([
    [{ PORT: 'abc' }, 'PORT'],
    [{ PORT: '70000' }, 'PORT'],
    [{ PORT: '-1' }, 'PORT'],
    [{ PORT: '80.5' }, 'PORT'],
    [{ HOST: '  ' }, 'HOST'],
    [{ ADMIN_USERNAME: 'ab' }, 'ADMIN_USERNAME'],
    [{ ADMIN_USERNAME: 'has space' }, 'ADMIN_USERNAME'],
    [{ ADMIN_PASSWORD: 'short' }, 'ADMIN_PASSWORD'],
    [{ JWT_SECRET: 'too-short' }, 'JWT_SECRET'],
    [{ ADMIN_PASSWORD: '12345678' }, 'ADMIN_PASSWORD'],
    [{ ADMIN_PASSWORD: 'elevenchars' }, 'ADMIN_PASSWORD'],
    [{ ADMIN_PASSWORD: 'Password1234' }, 'ADMIN_PASSWORD'],
    [{ ADMIN_PASSWORD: 'QWERTYUIOP123' }, 'ADMIN_PASSWORD'],
    [{ JWT_SECRET: 'a'.repeat(32) }, 'JWT_SECRET'],
    [{ JWT_SECRET: 'abcabcabcabcabcabcabcabcabcabcabcabc' }, 'JWT_SECRET'],
    [{ JWT_SECRET: 'x'.repeat(31) }, 'JWT_SECRET'],
    [{ TRUST_PROXY: 'sometimes' }, 'TRUST_PROXY'],
    [{ TRUST_PROXY: '10.0.0.1/99' }, 'TRUST_PROXY'],
    [{ SEED_DEMO: 'maybe' }, 'SEED_DEMO'],
    [{ CORS_ORIGIN: 'localhost:5173' }, 'CORS_ORIGIN'],
    [{ CORS_ORIGIN: 'http://ok.example.com,ftp://bad' }, 'CORS_ORIGIN'],
    [{ LOG_LEVEL: 'verbose' }, 'LOG_LEVEL'],
    [{ MEETING_OPENS_MINUTES_BEFORE: 'soon' }, 'MEETING_OPENS_MINUTES_BEFORE'],
    [{ MEETING_CLOSES_MINUTES_AFTER: '0' }, 'MEETING_CLOSES_MINUTES_AFTER'],
    [{ MEETING_QUESTION_SECONDS: '3601' }, 'MEETING_QUESTION_SECONDS'],
    [{ MEETING_QUESTION_SECONDS: '-5' }, 'MEETING_QUESTION_SECONDS'],
    [{ LLM_BASE_URL: 'http://127.0.0.1:11434/v1' }, 'LLM_MODEL'],
    [{ LLM_MODEL: 'llama3.1' }, 'LLM_BASE_URL'],
    [{ LLM_BASE_URL: 'ftp://models.example.com', LLM_MODEL: 'm' }, 'LLM_BASE_URL'],
    [{ LLM_BASE_URL: 'not a url', LLM_MODEL: 'm' }, 'LLM_BASE_URL'],
    [
      { LLM_BASE_URL: 'http://127.0.0.1:1/v1', LLM_MODEL: 'm', LLM_TIMEOUT_MS: '50' },
      'LLM_TIMEOUT_MS',
    ],
    [{ SMTP_URL: 'http://mail.example.com' }, 'SMTP_URL'],
    [{ SMTP_URL: 'not a url' }, 'SMTP_URL'],
    [{ MAIL_FROM: 'nobody' }, 'MAIL_FROM'],
    [{ PUBLIC_URL: 'hiring.example.com' }, 'PUBLIC_URL'],
    [{ OUTBOX_POLL_MS: '5' }, 'OUTBOX_POLL_MS'],
    [{ OUTBOX_RETRY_BASE_MS: 'soon' }, 'OUTBOX_RETRY_BASE_MS'],
    [{ WEBHOOK_ALLOW_PRIVATE: 'sometimes' }, 'WEBHOOK_ALLOW_PRIVATE'],
  ])('refuses %j naming %s', (env, variable) => {
    const err = errorOf(env);
    expect(err.name).toBe('ConfigError');
    expect(err.message).toMatch(new RegExp(`^Invalid configuration: ${variable} `));
  });

  it('quotes the bad value where it helps', () => {
    expect(errorOf({ PORT: 'abc' }).message).toContain('"abc"');
    expect(errorOf({ SEED_DEMO: 'maybe' }).message).toContain('"maybe"');
    expect(errorOf({ MEETING_QUESTION_SECONDS: '3601' }).message).toContain('"3601"');
    // a key in the URL is not repeated in the message
    const secretUrl = 'ftp://user:hunter2@models.example.com';
    expect(errorOf({ LLM_BASE_URL: secretUrl, LLM_MODEL: 'm' }).message).not.toContain('hunter2');
  });

  it('says why a secret or password is refused', () => {
    expect(errorOf({ JWT_SECRET: 'a'.repeat(32) }).message).toContain('different characters');
    expect(errorOf({ ADMIN_PASSWORD: 'short' }).message).toContain('at least 12 characters');
    expect(errorOf({ ADMIN_PASSWORD: 'PASSWORD1234' }).message).toContain('most common');
  });

  it('accepts a strong password and secret', () => {
    const config = load({ ADMIN_PASSWORD: 'correct-horse-battery', JWT_SECRET: STRONG_SECRET });
    expect(config.adminPassword).toBe('correct-horse-battery');
  });

  it.each([
    ['', false],
    ['off', false],
    ['0', false],
    ['on', 1],
    ['2', 2],
    ['10.0.0.1, 10.1.0.0/16, ::1', ['10.0.0.1', '10.1.0.0/16', '::1']],
  ])('reads TRUST_PROXY=%j as %j', (raw, expected) => {
    expect(load({ TRUST_PROXY: raw }).trustProxy).toEqual(expected);
  });

  it('accepts port 0 (any free port)', () => {
    expect(load({ PORT: '0' }).port).toBe(0);
  });

  it('selects PostgreSQL by DATABASE_URL, SQLite when it is unset or empty', () => {
    expect(load({}).databaseUrl).toBeUndefined();
    expect(load({ DATABASE_URL: '' }).databaseUrl).toBeUndefined();
    for (const url of [
      'postgres://app:secret@db.internal:5432/interviews',
      'postgresql://app@127.0.0.1/interviews?sslmode=require',
      'postgres:///interviews?host=/var/run/postgresql',
    ]) {
      expect(load({ DATABASE_URL: url, JWT_SECRET: STRONG_SECRET }).databaseUrl).toBe(url);
    }
  });

  it('asks for JWT_SECRET with DATABASE_URL: servers sharing a database share the key', () => {
    const err = errorOf({ DATABASE_URL: 'postgres://app@db.internal/interviews' });
    expect(err.message).toMatch(/^Invalid configuration: JWT_SECRET is required with DATABASE_URL/);
  });

  it.each([
    'mysql://app@db/interviews',
    'not a url',
    'postgres://',
    'postgres://db/one/two',
    'sqlite:///data/interview-admin.db',
  ])('refuses DATABASE_URL=%j, naming the variable', (url) => {
    const err = errorOf({ DATABASE_URL: url });
    expect(err.message).toMatch(/^Invalid configuration: DATABASE_URL must be a PostgreSQL URL/);
  });

  it('never repeats the password of a refused DATABASE_URL', () => {
    const err = errorOf({ DATABASE_URL: 'postgresx://app:hunter2-secret@db/interviews' });
    expect(err.message).toContain('postgresx://app:***@db/interviews');
    expect(err.message).not.toContain('hunter2');
  });
});

describe('USERNAME_PATTERN', () => {
  it.each(['admin', 'a.b-c_d', 'abc', 'x'.repeat(50)])('accepts %s', (name) => {
    expect(USERNAME_PATTERN.test(name)).toBe(true);
  });
  it.each(['ab', 'x'.repeat(51), 'with space', 'semi;colon', 'ünï', ''])('refuses %j', (name) => {
    expect(USERNAME_PATTERN.test(name)).toBe(false);
  });
});

describe('retention and backups (configDataCare.ts)', () => {
  it('keeps the trash 30 days, keeps interviews, makes no backups by default', () => {
    expect(load({}).dataCare).toEqual({
      trashRetentionDays: 30,
      interviewRetentionDays: undefined,
      backup: undefined,
      pollMs: 60_000,
    });
  });

  it('reads every variable', () => {
    const { dataCare } = load({
      TRASH_RETENTION_DAYS: '0',
      INTERVIEW_RETENTION_DAYS: '365',
      BACKUP_DIR: 'backups',
      BACKUP_EVERY_HOURS: '24',
      BACKUP_KEEP: '3',
      MAINTENANCE_POLL_MS: '3600000',
    });
    expect(dataCare).toEqual({
      trashRetentionDays: 0,
      interviewRetentionDays: 365,
      backup: { dir: path.resolve('backups'), everyHours: 24, keep: 3 },
      pollMs: 3_600_000,
    });
  });

  it.each([
    [
      { BACKUP_DIR: '/var/backups/iaa' },
      'BACKUP_EVERY_HOURS must be set (1 or more) when BACKUP_DIR is',
    ],
    [{ BACKUP_EVERY_HOURS: '6' }, 'BACKUP_DIR must be set when BACKUP_EVERY_HOURS is'],
    [{ TRASH_RETENTION_DAYS: '-1' }, 'TRASH_RETENTION_DAYS must be a whole number from 0 to 36500'],
    [{ INTERVIEW_RETENTION_DAYS: '0' }, 'INTERVIEW_RETENTION_DAYS must be a whole number from 1'],
    [{ BACKUP_KEEP: '0', BACKUP_DIR: 'b', BACKUP_EVERY_HOURS: '1' }, 'BACKUP_KEEP must be a whole'],
  ])('refuses %j in plain words', (env, message) => {
    expect(errorOf(env).message).toContain(message);
  });
});
