// The API baseline: a bare Fastify (the product's version) answering one route from memory with
// the product's own bytes, run as its own process:
//   node scripts/bench/bareFastify.mjs PORT META_FILE
// META_FILE is JSON {path, headers, answers: {br, gzip, identity}}: the headers to repeat, and for
// each encoding a client may ask for, the file holding the product's answer to that request and
// the Content-Encoding it came with. So the baseline pays nothing to make or compress the body:
// what the product spends beyond it is the product's overhead.
import Fastify from 'fastify';
import { readFileSync } from 'node:fs';

const [port, metaFile] = process.argv.slice(2);
const { path, headers, answers } = JSON.parse(readFileSync(metaFile, 'utf8'));
const bodies = Object.fromEntries(
  Object.entries(answers).map(([asked, a]) => [asked, { ...a, body: readFileSync(a.file) }]),
);

/** The product's order of preference: brotli, then gzip, then none (the bench sends no q=). */
function choose(acceptEncoding = '') {
  if (/\bbr\b/.test(acceptEncoding)) return bodies.br;
  if (/\bgzip\b/.test(acceptEncoding)) return bodies.gzip;
  return bodies.identity;
}

const app = Fastify({ logger: false });
app.get(path, (request, reply) => {
  const answer = choose(request.headers['accept-encoding']);
  reply.headers(headers).header('vary', 'accept-encoding');
  if (answer.encoding) reply.header('content-encoding', answer.encoding);
  reply.send(answer.body);
});
await app.listen({ port: Number(port), host: '127.0.0.1' });
console.log('ready');
process.on('SIGTERM', () => {
  void app.close().then(() => process.exit(0));
});
