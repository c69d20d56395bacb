import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdir, open, readdir, rename, rm, stat, unlink } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { Clock } from '../clock.ts';

/** Server-made resume file names: 32 random hex characters and `.pdf`, nothing else. */
const RESUME_FILE_PATTERN = /^[a-f0-9]{32}\.pdf$/;

/** A signed resume link is valid for at least this long. */
export const RESUME_LINK_TTL_SECONDS = 60 * 60;
// Expiries are rounded up to this step, so links made within a few minutes are identical and the
// browser cache (max-age=300) can serve repeated opens.
const EXPIRY_STEP_SECONDS = 300;

const resumesDir = (dataDir: string): string => path.join(dataDir, 'resumes');
/** Uploads in progress: on the same file system as resumes/, so a finished one is renamed in. */
const uploadsDir = (dataDir: string): string => path.join(dataDir, 'tmp');

export const isResumeFileName = (file: string): boolean => RESUME_FILE_PATTERN.test(file);

/** A fresh resume file name: 32 random hex characters and `.pdf`. */
export const newResumeName = (): string => `${randomBytes(16).toString('hex')}.pdf`;

/** The absolute path of a stored resume; throws on a name the server could not have made. */
export function resumePath(dataDir: string, file: string): string {
  if (!isResumeFileName(file)) throw new Error(`Invalid resume file name: ${file}`);
  return path.join(resumesDir(dataDir), file);
}

/** Flushes a file (or a directory's entries) to disk. */
async function fsync(target: string): Promise<void> {
  const handle = await open(target, 'r');
  try {
    await handle.sync();
  } finally {
    await handle.close();
  }
}

/** A fresh temporary file in DATA_DIR/tmp, created empty and private. */
async function newUploadPath(dataDir: string): Promise<string> {
  const dir = uploadsDir(dataDir);
  await mkdir(dir, { recursive: true, mode: 0o700 });
  return path.join(dir, `${randomBytes(16).toString('hex')}.upload`);
}

/**
 * Streams an upload to a temporary file in DATA_DIR/tmp and flushes it to disk; returns its
 * path and size. The file is removed again when the stream fails.
 */
export async function receiveUpload(
  dataDir: string,
  content: Readable,
): Promise<{ path: string; bytes: number }> {
  const temp = await newUploadPath(dataDir);
  try {
    await pipeline(content, createWriteStream(temp, { flags: 'wx', mode: 0o600 }));
    await fsync(temp);
    return { path: temp, bytes: (await stat(temp)).size };
  } catch (err) {
    await rm(temp, { force: true });
    throw err;
  }
}

/** Removes a temporary upload; one already moved into place (or never made) is no error. */
export async function discardUpload(temp: string | undefined): Promise<void> {
  if (temp) await rm(temp, { force: true });
}

/**
 * Moves a received upload into resumes/ under a fresh random name (or the given one) and flushes
 * the directory, so the file is durable before a row points at it. Returns the name.
 */
export async function storeUpload(
  dataDir: string,
  temp: string,
  file: string = newResumeName(),
): Promise<string> {
  const dir = resumesDir(dataDir);
  await mkdir(dir, { recursive: true, mode: 0o700 });
  await rename(temp, resumePath(dataDir, file));
  await fsync(dir);
  return file;
}

/**
 * Writes the PDF under a fresh random name, or the given one (temp file, fsync, rename: never
 * half a file).
 */
export async function saveResume(
  dataDir: string,
  content: Uint8Array,
  file?: string,
): Promise<string> {
  const temp = await newUploadPath(dataDir);
  try {
    const handle = await open(temp, 'wx', 0o600);
    try {
      await handle.writeFile(content);
      await handle.sync();
    } finally {
      await handle.close();
    }
    return await storeUpload(dataDir, temp, file);
  } catch (err) {
    await rm(temp, { force: true });
    throw err;
  }
}

/** What a sweep removed. */
export interface SweepCounts {
  /** unfinished uploads in DATA_DIR/tmp (and old-style `.tmp` files in resumes/) */
  tempFiles: number;
  /** resume files no record points to */
  orphanResumes: number;
}

/** The names in `dir` ([] when the directory is missing). */
const namesIn = (dir: string): Promise<string[]> =>
  readdir(dir).catch((err: NodeJS.ErrnoException) => {
    if (err.code === 'ENOENT') return [] as string[];
    throw err;
  });

/** The names of the resume files in resumes/. */
export async function storedResumeFiles(dataDir: string): Promise<string[]> {
  return (await namesIn(resumesDir(dataDir))).filter(isResumeFileName);
}

/** Files of `dir` last modified before `cutoffMs`, by name ([] when the directory is missing). */
async function filesOlderThan(dir: string, cutoffMs: number): Promise<string[]> {
  const names = await namesIn(dir);
  const old: string[] = [];
  for (const name of names) {
    const info = await stat(path.join(dir, name)).catch(() => undefined);
    if (info?.isFile() && info.mtimeMs < cutoffMs) old.push(name);
  }
  return old;
}

/** Removes temporary uploads last modified before `cutoffMs`; answers how many. */
export async function sweepStaleUploads(dataDir: string, cutoffMs: number): Promise<number> {
  const stale = await filesOlderThan(uploadsDir(dataDir), cutoffMs);
  for (const name of stale) await rm(path.join(uploadsDir(dataDir), name), { force: true });
  return stale.length;
}

/**
 * Removes temporary uploads and resume files no record points to, when last modified before
 * `cutoffMs` (newer ones may belong to an upload still under way).
 */
export async function sweepStaleFiles(
  dataDir: string,
  isReferenced: (file: string) => boolean,
  cutoffMs: number,
): Promise<SweepCounts> {
  const counts: SweepCounts = {
    tempFiles: await sweepStaleUploads(dataDir, cutoffMs),
    orphanResumes: 0,
  };
  for (const name of await filesOlderThan(resumesDir(dataDir), cutoffMs)) {
    const temp = name.endsWith('.tmp');
    if (!temp && (!isResumeFileName(name) || isReferenced(name))) continue;
    await rm(path.join(resumesDir(dataDir), name), { force: true });
    if (temp) counts.tempFiles += 1;
    else counts.orphanResumes += 1;
  }
  return counts;
}

/** Removes a stored resume; a missing file or an empty name is not an error. */
export async function removeResume(
  dataDir: string,
  file: string | null | undefined,
): Promise<void> {
  if (!file || !isResumeFileName(file)) return;
  try {
    await unlink(resumePath(dataDir, file));
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== 'ENOENT') throw err;
  }
}

const signature = (key: Buffer, file: string, expires: number): string =>
  createHmac('sha256', key).update(`${file}.${expires}`).digest('base64url');

/**
 * The signed, expiring link to a stored resume, made when a record is read:
 * `/api/resumes/<file>?expires=<unix>&sig=<hmac>`; '' when there is no resume.
 */
export function signResumeUrl(key: Buffer, file: string | null | undefined, nowMs: number): string {
  if (!file) return '';
  const expires = linkExpiry(nowMs);
  return `/api/resumes/${file}?expires=${expires}&sig=${signature(key, file, expires)}`;
}

/** The expiry of a link made now: at least the TTL ahead, rounded up to the step. */
function linkExpiry(nowMs: number): number {
  const earliest = Math.floor(nowMs / 1000) + RESUME_LINK_TTL_SECONDS;
  return Math.ceil(earliest / EXPIRY_STEP_SECONDS) * EXPIRY_STEP_SECONDS;
}

/** True when `sig` is the server's signature of file+expires and the link has not expired. */
export function verifyResumeSignature(
  key: Buffer,
  file: string,
  expiresRaw: string | undefined,
  sig: string | undefined,
  nowMs: number,
): boolean {
  if (!isResumeFileName(file) || !expiresRaw || !sig || !/^\d{1,12}$/.test(expiresRaw)) {
    return false;
  }
  const expires = Number(expiresRaw);
  if (expires * 1000 <= nowMs) return false;
  const expected = Buffer.from(signature(key, file, expires));
  const given = Buffer.from(sig);
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/** Resume links signed with the server's key and checked against its clock. */
export interface ResumeLinks {
  /** the link to a stored resume, '' when there is none */
  sign(file: string | null | undefined): string;
  /** Links signed now are the same as links signed at any other moment of the same generation. */
  generation(): number;
  verify(file: string, expires: string | undefined, sig: string | undefined): boolean;
}

export function createResumeLinks(key: Buffer, clock: Clock): ResumeLinks {
  return {
    sign: (file) => signResumeUrl(key, file, clock.now().getTime()),
    generation: () => linkExpiry(clock.now().getTime()),
    verify: (file, expires, sig) =>
      verifyResumeSignature(key, file, expires, sig, clock.now().getTime()),
  };
}
