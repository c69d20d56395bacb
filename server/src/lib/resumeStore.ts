import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { mkdir, rename, rm, unlink, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Clock } from '../clock.ts';

/** Server-made resume file names: 32 random hex characters and `.pdf`, nothing else. */
const RESUME_FILE_PATTERN = /^[a-f0-9]{32}\.pdf$/;

/** A signed resume link is valid for at least this long. */
export const RESUME_LINK_TTL_SECONDS = 60 * 60;
// Expiries are rounded up to this step, so links made within a few minutes are identical and the
// browser cache (max-age=300) can serve repeated opens.
const EXPIRY_STEP_SECONDS = 300;

const resumesDir = (dataDir: string): string => path.join(dataDir, 'resumes');

const isResumeFileName = (file: string): boolean => RESUME_FILE_PATTERN.test(file);

/** The absolute path of a stored resume; throws on a name the server could not have made. */
export function resumePath(dataDir: string, file: string): string {
  if (!isResumeFileName(file)) throw new Error(`Invalid resume file name: ${file}`);
  return path.join(resumesDir(dataDir), file);
}

/** Writes the PDF under a fresh random name (temp file + rename, so readers never see half a file). */
export async function saveResume(dataDir: string, content: Uint8Array): Promise<string> {
  const dir = resumesDir(dataDir);
  await mkdir(dir, { recursive: true });
  const file = `${randomBytes(16).toString('hex')}.pdf`;
  const target = path.join(dir, file);
  const temp = path.join(dir, `.${file}.${process.pid}.tmp`);
  try {
    await writeFile(temp, content, { mode: 0o600, flag: 'wx' });
    await rename(temp, target);
  } catch (err) {
    await rm(temp, { force: true });
    throw err;
  }
  return file;
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
  const earliest = Math.floor(nowMs / 1000) + RESUME_LINK_TTL_SECONDS;
  const expires = Math.ceil(earliest / EXPIRY_STEP_SECONDS) * EXPIRY_STEP_SECONDS;
  return `/api/resumes/${file}?expires=${expires}&sig=${signature(key, file, expires)}`;
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
  verify(file: string, expires: string | undefined, sig: string | undefined): boolean;
}

export function createResumeLinks(key: Buffer, clock: Clock): ResumeLinks {
  return {
    sign: (file) => signResumeUrl(key, file, clock.now().getTime()),
    verify: (file, expires, sig) =>
      verifyResumeSignature(key, file, expires, sig, clock.now().getTime()),
  };
}
