// The backup file (docs/backup.md): one tar, written and read as a stream. Its entries, in order:
// the database (database.sqlite, or database.pgdump from pg_dump), jwt-secret, resumes/<name>.pdf
// (SQLite), then manifest.json (what the backup holds, with each entry's size and SHA-256) and
// manifest.sha256 (the manifest's own checksum). Reading checks all of it before anything is used.
import { createHash } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { chmod, mkdir, open, rename, rm } from 'node:fs/promises';
import path from 'node:path';
import { Readable, Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { extract, pack, type Pack } from 'tar-stream';
import { isResumeFileName } from '../lib/resumeStore.ts';
import type { Engine } from '../db/engine.ts';

export const BACKUP_FORMAT = 'interview-ai-admin-backup' as const;
export const FORMAT_VERSION = 1;
export const MANIFEST = 'manifest.json';
export const MANIFEST_SUM = 'manifest.sha256';
/** the entry of the database: SQLite's snapshot file, or pg_dump's custom-format archive */
export const DATABASE_ENTRY: Record<Engine, string> = {
  sqlite: 'database.sqlite',
  postgres: 'database.pgdump',
};
export const SECRET_ENTRY = 'jwt-secret';
/** the database file in a DATA_DIR (db/database.ts) */
export const SQLITE_FILE = 'interview-admin.db';
const RESUME_ENTRY = /^resumes\/([a-f0-9]{32}\.pdf)$/;

/** A backup that cannot be written or read; the message says what is wrong, in plain words. */
export class BackupError extends Error {}

export interface ManifestEntry {
  name: string;
  size: number;
  sha256: string;
}

export interface Manifest {
  format: typeof BACKUP_FORMAT;
  format_version: number;
  /** the app's version (package.json) that wrote it */
  app_version: string;
  /** the newest migration the backed-up database had run */
  migration: string;
  engine: Engine;
  created_at: string;
  /** rows per table at the moment of the snapshot */
  tables: Record<string, number>;
  /** the resumes it holds: files in resumes/ (SQLite) or rows of resume_files (PostgreSQL) */
  resumes: { files: number; bytes: number; missing: string[] };
  /** where the signing secret came from: DATA_DIR/jwt-secret, JWT_SECRET, or none was found */
  jwt_secret: 'file' | 'environment' | 'none';
  entries: ManifestEntry[];
}

const sha256 = (text: string | Buffer) => createHash('sha256').update(text).digest('hex');

/** A pass-through that counts and hashes what flows through it. */
function measuring() {
  const hash = createHash('sha256');
  let size = 0;
  const stream = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      hash.update(chunk);
      size += chunk.length;
      done(null, chunk);
    },
  });
  return { stream, result: () => ({ size, sha256: hash.digest('hex') }) };
}

/** The archive being written: add entries, then finish with the manifest. */
export interface ArchiveWriter {
  /** a file from the disk, streamed; answers its size and checksum */
  addFile(name: string, file: string): Promise<ManifestEntry>;
  /** bytes in memory (small entries: the secret) */
  addBytes(name: string, bytes: Buffer): Promise<ManifestEntry>;
  /** writes the manifest (with the entries added) and renames the file into place */
  finish(manifest: Omit<Manifest, 'entries'>): Promise<{ bytes: number; manifest: Manifest }>;
  /** removes the unfinished file */
  abort(): Promise<void>;
}

/**
 * Starts `file` as `file.partial` (mode 0600): a backup that fails never leaves a file that looks
 * complete, and one that succeeds replaces `file` whole.
 */
export async function startArchive(file: string, mtime: Date): Promise<ArchiveWriter> {
  const partial = `${file}.partial`;
  await mkdir(path.dirname(file), { recursive: true });
  const tar: Pack = pack();
  const out = createWriteStream(partial, { mode: 0o600 });
  const written = pipeline(tar, out);
  // a failure of the file (a full disk) is seen by the next write, and by finish()
  written.catch(() => undefined);
  const entries: ManifestEntry[] = [];
  const header = (name: string, size: number) => ({ name, size, mode: 0o600, mtime });

  async function add(name: string, size: number, source: Readable): Promise<ManifestEntry> {
    const measure = measuring();
    await pipeline(source, measure.stream, tar.entry(header(name, size)));
    const entry = { name, ...measure.result() };
    if (entry.size !== size) {
      throw new BackupError(`${name} changed while it was being copied (${entry.size} bytes)`);
    }
    entries.push(entry);
    return entry;
  }

  return {
    async addFile(name, file) {
      // opened once: its size and its bytes are those of one file, whatever happens to the path
      const handle = await open(file, 'r');
      const { size } = await handle.stat();
      return add(name, size, handle.createReadStream());
    },
    addBytes: (name, bytes) => add(name, bytes.length, Readable.from([bytes])),
    async finish(facts) {
      const manifest: Manifest = { ...facts, entries };
      const text = JSON.stringify(manifest, null, 2) + '\n';
      tar.entry(header(MANIFEST, Buffer.byteLength(text)), text);
      const sum = `${sha256(text)}  ${MANIFEST}\n`;
      tar.entry(header(MANIFEST_SUM, sum.length), sum);
      tar.finalize();
      await written;
      const handle = await open(partial, 'r');
      try {
        await handle.sync();
      } finally {
        await handle.close();
      }
      await chmod(partial, 0o600);
      await rename(partial, file);
      return { bytes: out.bytesWritten, manifest };
    },
    async abort() {
      tar.destroy();
      await written.catch(() => undefined);
      await rm(partial, { force: true });
    },
  };
}

/** Where an entry of the archive is put in the staging directory (a DATA_DIR's layout). */
function stagedPath(dir: string, name: string): string | undefined {
  if (name === SECRET_ENTRY) return path.join(dir, SECRET_ENTRY);
  if (name === DATABASE_ENTRY.sqlite) return path.join(dir, SQLITE_FILE);
  if (name === DATABASE_ENTRY.postgres) return path.join(dir, DATABASE_ENTRY.postgres);
  const resume = RESUME_ENTRY.exec(name)?.[1];
  if (resume && isResumeFileName(resume)) return path.join(dir, 'resumes', resume);
  return undefined;
}

const damaged = (what: string) =>
  new BackupError(`The backup is damaged: ${what}. Nothing was restored or changed.`);

/**
 * Reads the whole backup into `dir` (the database as interview-admin.db or database.pgdump,
 * resumes/, jwt-secret) and checks it: a readable tar, a manifest matching its checksum, every
 * entry the manifest lists present once with its size and SHA-256, and nothing else. Throws a
 * BackupError naming what is wrong; answers the manifest.
 */
export async function unpackBackup(file: string, dir: string): Promise<Manifest> {
  const seen = new Map<string, { size: number; sha256: string }>();
  const manifest: { text?: string; sum?: string } = {};
  await mkdir(path.join(dir, 'resumes'), { recursive: true, mode: 0o700 });

  /** One entry, read to its end: the manifest's text kept, a file's bytes staged and measured. */
  async function take(name: string, entry: Readable): Promise<void> {
    if (seen.has(name) || (name === MANIFEST ? manifest.text : manifest.sum) !== undefined) {
      throw damaged(`${name} appears twice`);
    }
    if (name === MANIFEST || name === MANIFEST_SUM) {
      const chunks: Buffer[] = [];
      await consume(entry, (chunk) => void chunks.push(chunk));
      manifest[name === MANIFEST ? 'text' : 'sum'] = Buffer.concat(chunks).toString('utf8');
      return;
    }
    const target = stagedPath(dir, name);
    if (!target) throw damaged(`it holds an entry no backup has (${name})`);
    const hash = createHash('sha256');
    let size = 0;
    const out = await open(target, 'wx', 0o600);
    try {
      await consume(entry, async (chunk) => {
        hash.update(chunk);
        size += chunk.length;
        await out.write(chunk);
      });
    } finally {
      await out.close();
    }
    seen.set(name, { size, sha256: hash.digest('hex') });
  }

  try {
    await readTar(file, take);
  } catch (err) {
    if (err instanceof BackupError) throw err;
    const code = (err as NodeJS.ErrnoException).code;
    if (code === 'ENOENT') throw new BackupError(`No backup file at ${file}`);
    if (code === 'EACCES') throw new BackupError(`The backup file ${file} cannot be read`);
    if (code === 'EISDIR') throw new BackupError(`${file} is a directory, not a backup file`);
    if (code === 'ENOSPC') throw new BackupError('The disk is full: the backup cannot be read');
    const reason = (err as Error).message.replace(/\. Maybe the tar .*$/, '');
    throw damaged(
      /end of data/i.test(reason)
        ? 'it ends early (the file was cut short)'
        : `it is not a readable tar file (${reason})`,
    );
  }
  return checkedManifest(manifest.text, manifest.sum, seen);
}

/**
 * Reads the tar `file` entry by entry through tar-stream's entry events (its async iterator can
 * stall on a last, small entry: mafintosh/tar-stream#173); resolves when all is read, rejects
 * with the first error of the file, the tar or `take`.
 */
function readTar(file: string, take: (name: string, entry: Readable) => Promise<void>) {
  return new Promise<void>((resolve, reject) => {
    let settled = false;
    const settle = (err?: unknown) => {
      if (settled) return;
      settled = true;
      source.destroy();
      if (err) reject(err as Error);
      else resolve();
    };
    const reader = extract();
    const source = createReadStream(file);
    reader.on('entry', (header, entry, next) => {
      take(header.name, entry as unknown as Readable).then(
        () => next(),
        (err: unknown) => {
          settle(err);
          next(err as Error);
        },
      );
    });
    reader.on('error', settle);
    reader.on('finish', () => settle());
    reader.on('close', () => settle(new Error('Unexpected end of data')));
    source.on('error', settle);
    source.pipe(reader as unknown as NodeJS.WritableStream);
  });
}

/** Reads a stream to its end, waiting for `onChunk` before the next chunk (and the last). */
function consume(
  stream: Readable,
  onChunk: (chunk: Buffer) => Promise<void> | void,
): Promise<void> {
  return new Promise((resolve, reject) => {
    let pending: Promise<void> = Promise.resolve();
    stream.on('data', (chunk: Buffer) => {
      const done = onChunk(chunk);
      if (!done) return;
      stream.pause();
      pending = done.then(
        () => void stream.resume(),
        (err: unknown) => {
          stream.destroy(err as Error);
          throw err;
        },
      );
      pending.catch(reject);
    });
    stream.on('end', () => void pending.then(resolve, reject));
    stream.on('error', reject);
  });
}

function checkedManifest(
  text: string | undefined,
  sum: string | undefined,
  seen: Map<string, { size: number; sha256: string }>,
): Manifest {
  if (text === undefined || sum === undefined) {
    throw damaged('its manifest is missing (the file was cut short, or is not a backup)');
  }
  if (sum.split(/\s+/)[0] !== sha256(text)) {
    throw damaged('the manifest does not match its checksum');
  }
  let manifest: Manifest;
  try {
    manifest = JSON.parse(text) as Manifest;
  } catch {
    throw damaged('the manifest is not valid JSON');
  }
  if (manifest.format !== BACKUP_FORMAT) throw new BackupError('This is not a backup of this app.');
  if (manifest.format_version !== FORMAT_VERSION) {
    throw new BackupError(
      `This backup's format (version ${String(manifest.format_version)}) is not one this version ` +
        `of the app reads (version ${FORMAT_VERSION}). Restore it with the version that made it ` +
        `(${String(manifest.app_version)}) or a newer one.`,
    );
  }
  if (manifest.engine !== 'sqlite' && manifest.engine !== 'postgres') {
    throw damaged(`its manifest names an unknown engine (${String(manifest.engine)})`);
  }
  const listed = new Set<string>();
  for (const entry of manifest.entries) {
    const got = seen.get(entry.name);
    if (!got) throw damaged(`${entry.name} is missing`);
    if (got.size !== entry.size) {
      throw damaged(`${entry.name} has ${got.size} bytes where the manifest says ${entry.size}`);
    }
    if (got.sha256 !== entry.sha256) throw damaged(`${entry.name} does not match its checksum`);
    listed.add(entry.name);
  }
  for (const name of seen.keys()) {
    if (!listed.has(name)) throw damaged(`${name} is not in its manifest`);
  }
  if (!listed.has(DATABASE_ENTRY[manifest.engine])) {
    throw damaged(`it holds no database (${DATABASE_ENTRY[manifest.engine]})`);
  }
  return manifest;
}
