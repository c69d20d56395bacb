import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import {
  acceptedEncoding,
  createAnswerCache,
  WithHeaders,
} from '../../server/src/http/answerCache.ts';

/** An app with one route that answers `rows` rows, made through the cache under `?key=`. */
async function appWith(maxBytes: number, rows = 200) {
  const cache = createAnswerCache(maxBytes);
  const made: string[] = [];
  const app = Fastify();
  app.get<{ Querystring: { key: string } }>(
    '/list',
    {
      schema: {
        response: {
          200: {
            type: 'object',
            properties: {
              key: { type: 'string' },
              items: { type: 'array', items: { type: 'string' } },
            },
          },
        },
      },
    },
    (request, res) =>
      cache.send(request, res, request.query.key, async () => {
        made.push(request.query.key);
        // `secret` is not in the schema: the route's serializer leaves it out, cached or not
        return {
          key: request.query.key,
          items: Array.from({ length: rows }, (_, i) => `row ${i}`),
          secret: 1,
        };
      }),
  );
  await app.ready();
  const get = (key: string, encoding?: string) =>
    app.inject({
      url: `/list?key=${key}`,
      headers: encoding ? { 'accept-encoding': encoding } : {},
    });
  return { app, cache, made, get };
}

describe('answer cache', () => {
  it('makes an answer once per key and serialises it with the route schema', async () => {
    const { made, get, app } = await appWith(1 << 20);
    const first = await get('a');
    const again = await get('a');
    await get('b');
    expect(made).toEqual(['a', 'b']);
    expect(again.body).toBe(first.body);
    expect(first.json()).toEqual({ key: 'a', items: expect.any(Array) });
    expect(first.headers['content-type']).toBe('application/json; charset=utf-8');
    await app.close();
  });

  it('sends brotli, gzip or identity as the request accepts, each the same JSON', async () => {
    const { get, made, app } = await appWith(1 << 20);
    const plain = await get('a', 'identity');
    const br = await get('a', 'gzip, br');
    const gz = await get('a', 'gzip, br;q=0');
    expect(made).toEqual(['a']);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(br.headers['content-encoding']).toBe('br');
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(br.headers.vary).toBe('Accept-Encoding');
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(plain.body);
    expect(gunzipSync(gz.rawPayload).toString()).toBe(plain.body);
    await app.close();
  });

  it('answers every form a client asks for later from the one answer made', async () => {
    const { get, made, app } = await appWith(1 << 20, 2000);
    const br = await get('a', 'gzip, br');
    const json = brotliDecompressSync(br.rawPayload).toString();
    const plain = await get('a', 'identity');
    const gz = await get('a', 'gzip');
    expect(made).toEqual(['a']);
    expect(plain.body).toBe(json);
    expect(gunzipSync(gz.rawPayload).toString()).toBe(json);
    await app.close();
  });

  it('sends a small answer uncompressed whatever is accepted, and keeps it once', async () => {
    const { get, made, app } = await appWith(1 << 20, 1);
    const first = await get('a', 'br');
    const again = await get('a', 'gzip, br');
    expect(made).toEqual(['a']);
    expect(first.headers['content-encoding']).toBeUndefined();
    expect(again.headers['content-encoding']).toBeUndefined();
    expect(again.json()).toEqual({ key: 'a', items: ['row 0'] });
    await app.close();
  });

  it('keeps the headers an answer is made with and sends them on every hit', async () => {
    const cache = createAnswerCache(1 << 20);
    let made = 0;
    const app = Fastify();
    app.get('/paged', (request, res) =>
      cache.send(request, res, 'paged', async () => {
        made++;
        return new WithHeaders({ items: ['a', 'b'] }, { 'X-Total-Count': '42' });
      }),
    );
    await app.ready();
    for (const encoding of ['identity', 'br', 'identity']) {
      const res = await app.inject({ url: '/paged', headers: { 'accept-encoding': encoding } });
      expect(res.headers['x-total-count']).toBe('42');
      expect(res.json()).toEqual({ items: ['a', 'b'] });
    }
    expect(made).toBe(1);
    await app.close();
  });

  it('keeps within its byte budget, dropping the least recently used answers', async () => {
    const probe = await appWith(1 << 20, 100);
    const one = (await probe.get('a')).rawPayload.length;
    await probe.app.close();
    const { get, made, cache, app } = await appWith(Math.floor(one * 2.5), 100); // room for two
    await get('a');
    await get('b');
    await get('a'); // a is now the more recent of the two
    await get('c'); // b goes
    expect(cache.bytes).toBeLessThanOrEqual(one * 2.5);
    made.length = 0;
    await get('a');
    await get('c');
    await get('b');
    expect(made).toEqual(['b']);
    await app.close();
  });

  it('answers without keeping what is larger than the whole budget', async () => {
    const { get, made, cache, app } = await appWith(100);
    await get('a');
    await get('a');
    expect(made).toEqual(['a', 'a']);
    expect(cache.bytes).toBe(0);
    await app.close();
  });
});

describe('acceptedEncoding', () => {
  it.each([
    ['br, gzip', 'br'],
    ['gzip', 'gzip'],
    ['gzip;q=0.5, br;q=0', 'gzip'],
    ['*', 'gzip'],
    ['identity', 'identity'],
    ['', 'identity'],
    [undefined, 'identity'],
    ['br;q=0, gzip;q=0', 'identity'],
  ])('%s → %s', (header, expected) => {
    expect(acceptedEncoding(header)).toBe(expected);
  });
});
