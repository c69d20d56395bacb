// Under load, requests take their turns least recently answered connection first (fairTurns.ts),
// not in the order one pass of the event loop happened to read them.
import { connect } from 'node:net';
import type { AddressInfo } from 'node:net';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { fairTurns } from '../../server/src/http/fairTurns.ts';
import { startTestApp } from './testApp.ts';

/**
 * A keep-alive connection: `get` sends a GET and resolves with the answer's body; each answer's
 * path is added to `arrived` as it comes.
 */
function connection(port: number, arrived: string[] = []) {
  const socket = connect(port, '127.0.0.1');
  const paths: string[] = [];
  socket.setEncoding('utf8');
  let buffer = '';
  const waiting: Array<(body: string) => void> = [];
  socket.on('data', (chunk: string) => {
    buffer += chunk;
    for (;;) {
      const end = buffer.indexOf('\r\n\r\n');
      if (end < 0) return;
      const length = Number(/content-length: *(\d+)/i.exec(buffer.slice(0, end))?.[1] ?? 0);
      if (buffer.length < end + 4 + length) return;
      arrived.push(paths.shift()!);
      waiting.shift()?.(buffer.slice(end + 4, end + 4 + length));
      buffer = buffer.slice(end + 4 + length);
    }
  });
  return {
    socket,
    /** writes the request at once (the answer is awaited apart) */
    get(path: string): Promise<string> {
      const answer = new Promise<string>((resolve) => waiting.push(resolve));
      paths.push(path);
      socket.write(`GET ${path} HTTP/1.1\r\nHost: test\r\n\r\n`);
      return answer;
    },
  };
}

describe('fair turns', () => {
  let app: FastifyInstance;
  afterEach(async () => {
    await app.close();
  });

  /** An app whose /who?c= answers its `c` and notes it, in the order the handler ran. */
  async function listening() {
    app = Fastify({ forceCloseConnections: true });
    fairTurns(app);
    const order: string[] = [];
    app.get<{ Querystring: { c: string } }>('/who', async (request) => {
      order.push(request.query.c);
      return request.query.c;
    });
    await app.listen({ port: 0, host: '127.0.0.1' });
    return { order, port: (app.server.address() as AddressInfo).port };
  }

  it('lets requests read together through least recently answered connection first', async () => {
    const { order, port } = await listening();
    const [a, b, c] = [connection(port), connection(port), connection(port)];
    // each answered once, in turn: a longest ago, c last
    expect(await a.get('/who?c=a0')).toBe('a0');
    expect(await b.get('/who?c=b0')).toBe('b0');
    expect(await c.get('/who?c=c0')).toBe('c0');
    // sent together, c's first: the server reads the three in one pass
    const answers = [c.get('/who?c=c1'), b.get('/who?c=b1'), a.get('/who?c=a1')];
    expect(await Promise.all(answers)).toEqual(['c1', 'b1', 'a1']);
    expect(order.slice(3)).toEqual(['a1', 'b1', 'c1']);
  });

  it('answers every request of many connections, each in its order on its connection', async () => {
    const { order, port } = await listening();
    const connections = Array.from({ length: 5 }, () => connection(port));
    const sent = connections.flatMap((conn, i) =>
      Array.from({ length: 20 }, (_, n) => conn.get(`/who?c=${i}-${n}`)),
    );
    const answers = await Promise.all(sent);
    expect(answers).toEqual(
      connections.flatMap((_, i) => Array.from({ length: 20 }, (_, n) => `${i}-${n}`)),
    );
    expect(order).toHaveLength(100);
    for (let i = 0; i < 5; i++) {
      const own = order.filter((c) => c.startsWith(`${i}-`));
      expect(own).toEqual(Array.from({ length: 20 }, (_, n) => `${i}-${n}`));
    }
  });

  it('lets a request through after one whose client hung up while it waited', async () => {
    const { order, port } = await listening();
    const [gone, kept] = [connection(port), connection(port)];
    await kept.get('/who?c=kept0');
    void gone.get('/who?c=gone');
    gone.socket.destroy();
    expect(await kept.get('/who?c=kept1')).toBe('kept1');
    expect(order).toContain('kept1');
  });
});

describe('the app', () => {
  it('on SQLite answers requests read together least recently answered connection first', async () => {
    const t = await startTestApp();
    try {
      await t.app.listen({ port: 0, host: '127.0.0.1' });
      const { port } = t.app.server.address() as AddressInfo;
      const arrived: string[] = [];
      const [a, b, c] = [0, 1, 2].map(() => connection(port, arrived));
      for (const conn of [a!, b!, c!]) await conn.get('/api/health');
      arrived.length = 0;
      await Promise.all([
        c!.get('/api/health?c'),
        b!.get('/api/health?b'),
        a!.get('/api/health?a'),
      ]);
      if (t.engine === 'sqlite') {
        expect(arrived).toEqual(['/api/health?a', '/api/health?b', '/api/health?c']);
      } else {
        // on PostgreSQL requests are not held back for their turns (fairTurns.ts): all answered
        expect([...arrived].sort()).toEqual(['/api/health?a', '/api/health?b', '/api/health?c']);
      }
      for (const conn of [a!, b!, c!]) conn.socket.destroy();
    } finally {
      await t.close();
    }
  });
});
