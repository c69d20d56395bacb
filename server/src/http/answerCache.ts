import {
  brotliCompressSync,
  brotliDecompressSync,
  constants,
  gunzipSync,
  gzipSync,
} from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';

/**
 * Serialised answers of the heavy list reads, kept while the data they show is unchanged.
 *
 * A page of candidates is costly to read, sign, serialise and compress, and an
 * admin's console asks for the same page again and again (every list, every refetch on focus).
 * The answer is kept under a key naming everything it was made from: the admin, the admin's data
 * version (a counter in the database that every write of their candidates and interviews moves
 * on, so an answer is never served after a change, whichever server made the change), the
 * generation of the signed links in it, and the request's URL. A changed version simply misses;
 * old entries age out of the byte budget.
 */
export interface AnswerCache {
  /**
   * Sends the kept answer for this key, or makes it with `produce` (an object the route's
   * response schema serialises, or one in `WithHeaders`), keeps it and sends it. Each form of it
   * (brotli, gzip, the JSON itself) is made on the first request that asks for it and kept; the
   * JSON is kept only when asked for uncompressed, so a page takes only its compressed size from
   * the budget (the JSON is made again from a kept form if a client asks for another).
   */
  send(
    request: FastifyRequest,
    res: FastifyReply,
    key: string,
    produce: () => Promise<unknown>,
  ): Promise<FastifyReply>;
  /** Bytes held (for tests and the memory budget). */
  readonly bytes: number;
}

type Encoding = 'br' | 'gzip' | 'identity';

/** An answer with headers of its own (e.g. X-Total-Count), kept and sent with it. */
export class WithHeaders {
  constructor(
    readonly body: unknown,
    readonly headers: Readonly<Record<string, string>>,
  ) {}
}

/** An answer's headers and the forms of its body asked for so far (at least one). */
interface Entry {
  headers: Readonly<Record<string, string>>;
  identity?: Buffer;
  br?: Buffer;
  gzip?: Buffer;
}

const size = (entry: Entry) =>
  (entry.identity?.length ?? 0) + (entry.br?.length ?? 0) + (entry.gzip?.length ?? 0);

/** The JSON of an entry: kept, or decompressed from a kept form. */
const jsonOf = (entry: Entry): Buffer =>
  entry.identity ?? (entry.br ? brotliDecompressSync(entry.br) : gunzipSync(entry.gzip!));

/**
 * The bytes of `buffer` in a buffer of their own. zlib's sync calls answer a slice of a larger
 * output chunk, which kept as it is would hold more memory than the budget counts.
 */
const exact = (buffer: Buffer): Buffer =>
  buffer.length === buffer.buffer.byteLength ? buffer : Buffer.from(buffer);

const COMPRESS: Record<Exclude<Encoding, 'identity'>, (body: Buffer) => Buffer> = {
  // brotli's fastest quality: a page read once (a page turn) pays for its compression, and higher
  // qualities cost several times as much for a slightly smaller answer; their encoders' memory
  // also stays with the process
  br: (body) =>
    brotliCompressSync(body, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: 1,
        [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
      },
    }),
  gzip: (body) => gzipSync(body, { level: 6 }),
};

/** The best encoding the request accepts: brotli, then gzip, else none (q=0 refuses one). */
export function acceptedEncoding(header: string | string[] | undefined): Encoding {
  const accepted = new Set<string>();
  for (const part of (Array.isArray(header) ? header.join(',') : (header ?? '')).split(',')) {
    const [name = '', ...params] = part.trim().toLowerCase().split(';');
    const q = params.map((p) => /^\s*q=([\d.]+)\s*$/.exec(p)?.[1]).find(Boolean);
    if (name && (q === undefined || Number(q) > 0)) accepted.add(name);
  }
  if (accepted.has('br')) return 'br';
  if (accepted.has('gzip') || accepted.has('*')) return 'gzip';
  return 'identity';
}

/** Answers smaller than this go out uncompressed, as @fastify/compress's threshold does. */
const COMPRESS_FROM_BYTES = 1024;

export function createAnswerCache(maxBytes: number): AnswerCache {
  const entries = new Map<string, Entry>();
  let bytes = 0;

  /** Counts `added` more bytes under the key (a new entry, or a compressed form), then evicts. */
  const keep = (key: string, entry: Entry, added: number) => {
    const replaced = entries.get(key);
    // two requests that missed at once: the later answer replaces the earlier one
    if (replaced && replaced !== entry) bytes -= size(replaced);
    entries.delete(key);
    entries.set(key, entry);
    bytes += added;
    // least recently used first: a hit moves its key to the end (see `touch`)
    for (const [oldest, value] of entries) {
      if (bytes <= maxBytes) break;
      entries.delete(oldest);
      bytes -= size(value);
    }
  };

  const touch = (key: string, entry: Entry) => {
    entries.delete(key);
    entries.set(key, entry);
  };

  return {
    get bytes() {
      return bytes;
    },
    async send(request, res, key, produce) {
      let entry = entries.get(key);
      let json: Buffer | undefined;
      const fresh = !entry;
      if (entry) {
        touch(key, entry);
      } else {
        const made = await produce();
        const answer = made instanceof WithHeaders ? made : new WithHeaders(made, {});
        json = Buffer.from(res.serialize(answer.body) as string);
        entry = { headers: answer.headers };
      }
      let encoding = acceptedEncoding(request.headers['accept-encoding']);
      if (!entry[encoding]) {
        json ??= jsonOf(entry);
        if (json.length < COMPRESS_FROM_BYTES) encoding = 'identity';
      }
      let body = entry[encoding];
      if (!body) {
        body = encoding === 'identity' ? json! : exact(COMPRESS[encoding](json!));
        entry[encoding] = body;
        // a new answer larger than the whole budget is sent, not kept
        if (fresh ? body.length <= maxBytes : entries.get(key) === entry) {
          keep(key, entry, body.length);
        }
      }
      res
        .headers(entry.headers)
        .header('Content-Type', 'application/json; charset=utf-8')
        .header('Vary', 'Accept-Encoding');
      if (encoding !== 'identity') res.header('Content-Encoding', encoding);
      return res.code(200).send(body);
    },
  };
}
