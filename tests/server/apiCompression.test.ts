import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from './testApp.ts';

let t: TestApp;
let auth: { authorization: string };

beforeAll(async () => {
  t = await startTestApp({ SEED_DEMO: 'on' });
  auth = { authorization: `Bearer ${await t.login()}` };
});
afterAll(() => t.close());

const LIST = '/api/candidate/segregated?page=1&limit=100';

describe('API answers compressed for clients that accept it', () => {
  it('sends a large list as brotli or gzip as asked, and the same JSON as uncompressed', async () => {
    const plain = await t.app.inject({
      url: LIST,
      headers: { ...auth, 'accept-encoding': 'identity' },
    });
    expect(plain.statusCode).toBe(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.rawPayload.length).toBeGreaterThan(10_000);

    const br = await t.app.inject({
      url: LIST,
      headers: { ...auth, 'accept-encoding': 'br, gzip' },
    });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.rawPayload.length).toBeLessThan(plain.rawPayload.length / 3);
    expect(JSON.parse(brotliDecompressSync(br.rawPayload).toString())).toEqual(plain.json());

    const gz = await t.app.inject({ url: LIST, headers: { ...auth, 'accept-encoding': 'gzip' } });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(gz.rawPayload).toString())).toEqual(plain.json());
  });

  it('leaves small answers and errors as they are', async () => {
    const res = await t.app.inject({
      url: '/api/candidate/nope',
      headers: { ...auth, 'accept-encoding': 'br, gzip' },
    });
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.statusCode).toBeGreaterThanOrEqual(400);
  });
});
