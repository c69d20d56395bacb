// The API baseline: a bare Fastify (the product's version) that answers one route with a body
// held in memory, run as its own process:
//   node scripts/bench/bareFastify.mjs PORT BODY_FILE META_FILE
// META_FILE is JSON {path, headers, encodings}: the product's response headers to repeat, and
// the content encodings it negotiated (then @fastify/compress, as a product would, compresses per
// request; none: identity). So the two differ only in what the product does to make the body.
import compress from '@fastify/compress';
import Fastify from 'fastify';
import { readFileSync } from 'node:fs';

const [port, bodyFile, metaFile] = process.argv.slice(2);
const body = readFileSync(bodyFile);
const { path, headers, encodings } = JSON.parse(readFileSync(metaFile, 'utf8'));

const app = Fastify({ logger: false });
if (encodings.length > 0) await app.register(compress, { encodings, threshold: 1024 });
app.get(path, (_request, reply) => {
  reply.headers(headers).send(body);
});
await app.listen({ port: Number(port), host: '127.0.0.1' });
console.log('ready');
process.on('SIGTERM', () => {
  void app.close().then(() => process.exit(0));
});
