// Requests take their turns least recently served connection first. Node reads the requests that
// came in while it was busy in one pass, in the order the kernel lists their connections, and
// that is not the order they came in: under load, a request read late in one pass could wait for
// two whole passes while another's connection was served twice (at 10 connections, the slowest
// 1% waited twice as long as the median). Here each request waits in `onRequest` for its turn:
// one is let through per turn of the event loop, the one whose connection was answered longest
// ago (a new connection counts from its request), so a request read in the meantime is ranked
// with those already waiting. An idle server lets a request through in the same turn it is read.
// For a server whose requests hold the event loop (SQLite's reads are synchronous). On PostgreSQL,
// where requests overlap while they wait for the database, holding each back for its turn made
// cheap pages slower (p50 3 -> 5 ms at 10 connections) and the slowest no faster.
import type { Socket } from 'node:net';
import type { FastifyInstance } from 'fastify';

interface Waiting {
  /** when its connection was last answered, else when the request was read */
  since: number;
  go: () => void;
}

export function fairTurns(app: FastifyInstance): void {
  const answered = new WeakMap<Socket, number>();
  const waiting: Waiting[] = [];
  let turning = false;

  const next = () => {
    let first = 0;
    for (let i = 1; i < waiting.length; i++) {
      if (waiting[i]!.since < waiting[first]!.since) first = i;
    }
    const [turn] = waiting.splice(first, 1);
    // the next one waits for the next turn of the loop, after the requests read by then
    if (waiting.length > 0) setImmediate(next);
    else turning = false;
    turn!.go();
  };

  app.addHook('onRequest', (request, _reply, done) => {
    waiting.push({ since: answered.get(request.raw.socket) ?? performance.now(), go: done });
    if (!turning) {
      turning = true;
      setImmediate(next);
    }
  });
  app.addHook('onResponse', (request, _reply, done) => {
    const { socket } = request.raw;
    if (socket) answered.set(socket, performance.now());
    done();
  });
}
