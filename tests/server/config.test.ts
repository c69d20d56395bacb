import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig, USERNAME_PATTERN } from '../../server/src/config.ts';

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
    });
  });

  it('reads every variable', () => {
    const config = load({
      PORT: '3000',
      HOST: '0.0.0.0',
      DATA_DIR: '/tmp/iaa-data',
      ADMIN_USERNAME: 'root.admin',
      ADMIN_PASSWORD: 'long-enough-password',
      JWT_SECRET: 'x'.repeat(32),
      SEED_DEMO: 'off',
      CORS_ORIGIN: 'http://localhost:5173, https://admin.example.com',
      LOG_LEVEL: 'warn',
      CLIENT_DIR: 'some/dir',
    });
    expect(config).toEqual({
      port: 3000,
      host: '0.0.0.0',
      dataDir: '/tmp/iaa-data',
      adminUsername: 'root.admin',
      adminPassword: 'long-enough-password',
      jwtSecret: 'x'.repeat(32),
      seedDemo: false,
      corsOrigin: ['http://localhost:5173', 'https://admin.example.com'],
      logLevel: 'warn',
      clientDir: path.resolve('some/dir'),
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
    [{ SEED_DEMO: 'maybe' }, 'SEED_DEMO'],
    [{ CORS_ORIGIN: 'localhost:5173' }, 'CORS_ORIGIN'],
    [{ CORS_ORIGIN: 'http://ok.example.com,ftp://bad' }, 'CORS_ORIGIN'],
    [{ LOG_LEVEL: 'verbose' }, 'LOG_LEVEL'],
  ])('refuses %j naming %s', (env, variable) => {
    const err = errorOf(env);
    expect(err.name).toBe('ConfigError');
    expect(err.message).toMatch(new RegExp(`^Invalid configuration: ${variable} `));
  });

  it('quotes the bad value where it helps', () => {
    expect(errorOf({ PORT: 'abc' }).message).toContain('"abc"');
    expect(errorOf({ SEED_DEMO: 'maybe' }).message).toContain('"maybe"');
  });

  it('accepts port 0 (any free port)', () => {
    expect(load({ PORT: '0' }).port).toBe(0);
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
