import { createReadStream } from 'node:fs';
import { readFile, rm, stat } from 'node:fs/promises';
import type { Readable } from 'node:stream';
import type { Clock } from '../../clock.ts';
import type { Db, Engine } from '../../db/engine.ts';
import {
  isResumeFileName,
  newResumeName,
  removeResume,
  resumePath,
  saveResume,
  storedResumeFiles,
  storeUpload,
  sweepStaleFiles,
  sweepStaleUploads,
  type SweepCounts,
} from '../../lib/resumeStore.ts';
import * as files from './repository.ts';

/** A stored resume, ready to send. */
export interface ResumeContent {
  size: number;
  /** a stream from the disk, the bytes from the database */
  body: Readable | Buffer;
}

/**
 * Where resumes are kept, behind one interface: on the local disk (DATA_DIR/resumes, with
 * SQLite: one server) or in the database itself (with PostgreSQL: every server reads what any
 * server wrote, and a backup of the database holds the resumes). Uploads are received into a
 * temporary file on the local disk first (receiveUpload: per request), checked, then saved here.
 * Names are server-made (32 hex characters and `.pdf`); the signed links name them.
 */
export interface ResumeStorage {
  readonly kind: 'disk' | 'database';
  /** Stores a received, checked upload under a fresh name; its temporary file is gone after. */
  saveUpload(temp: string, adminId: string | null): Promise<string>;
  /** Stores these bytes under a fresh name, or the given one (a copy keeps its names). */
  save(content: Uint8Array, adminId: string | null, name?: string): Promise<string>;
  /** The resume to send, or undefined when there is none of that name. */
  open(name: string): Promise<ResumeContent | undefined>;
  /** A resume's bytes, or undefined when there is none of that name. */
  read(name: string): Promise<Buffer | undefined>;
  /** Removes a resume; a missing one, an empty or a foreign name is no error. */
  remove(name: string | null | undefined): Promise<void>;
  /** The names of every stored resume, sorted. */
  list(): Promise<string[]>;
  /**
   * Removes temporary uploads, and resumes for which `isReferenced` is false, stored before
   * `cutoffMs` (newer ones may belong to an upload still under way).
   */
  sweep(isReferenced: (name: string) => boolean, cutoffMs: number): Promise<SweepCounts>;
}

/** Today's storage: files in DATA_DIR/resumes, moved in from DATA_DIR/tmp. */
export function diskResumeStorage(dataDir: string): ResumeStorage {
  return {
    kind: 'disk',
    saveUpload: (temp) => storeUpload(dataDir, temp),
    save: (content, _adminId, name) => saveResume(dataDir, content, name),
    async open(name) {
      if (!isResumeFileName(name)) return undefined;
      const target = resumePath(dataDir, name);
      const info = await stat(target).catch(() => undefined);
      if (!info?.isFile()) return undefined;
      return { size: info.size, body: createReadStream(target) };
    },
    read: (name) =>
      isResumeFileName(name)
        ? readFile(resumePath(dataDir, name)).catch(() => undefined)
        : Promise.resolve(undefined),
    remove: (name) => removeResume(dataDir, name),
    list: async () => (await storedResumeFiles(dataDir)).sort(),
    sweep: (isReferenced, cutoffMs) => sweepStaleFiles(dataDir, isReferenced, cutoffMs),
  };
}

/**
 * Resumes as rows of resume_files (bytea on PostgreSQL, blob on SQLite). Uploads still arrive in
 * DATA_DIR/tmp, which the sweep clears as on the disk.
 */
export function databaseResumeStorage(db: Db, dataDir: string, clock: Clock): ResumeStorage {
  const save = async (content: Uint8Array, adminId: string | null, name = newResumeName()) => {
    if (!isResumeFileName(name)) throw new Error(`Invalid resume file name: ${name}`);
    const bytes = Buffer.from(content.buffer, content.byteOffset, content.byteLength);
    const row = { name, admin_id: adminId, content: bytes, created_at: clock.now().toISOString() };
    await files.insertResumeFile(db, row);
    return name;
  };
  const read = (name: string) =>
    isResumeFileName(name) ? files.resumeFileContent(db, name) : Promise.resolve(undefined);
  return {
    kind: 'database',
    async saveUpload(temp, adminId) {
      const name = await save(await readFile(temp), adminId);
      await rm(temp, { force: true });
      return name;
    },
    save,
    async open(name) {
      const content = await read(name);
      return content && { size: content.length, body: content };
    },
    read,
    async remove(name) {
      if (name && isResumeFileName(name)) await files.deleteResumeFile(db, name);
    },
    list: () => files.resumeFileNames(db),
    async sweep(isReferenced, cutoffMs) {
      const tempFiles = await sweepStaleUploads(dataDir, cutoffMs);
      const stale = await files.resumeFileNames(db, new Date(cutoffMs).toISOString());
      const orphans = stale.filter((name) => !isReferenced(name));
      for (const name of orphans) await files.deleteResumeFile(db, name);
      return { tempFiles, orphanResumes: orphans.length };
    },
  };
}

/**
 * The storage of the engine in use, chosen once at start: the local disk with SQLite, the
 * database itself with PostgreSQL (several servers share nothing but the database).
 */
export function createResumeStorage(
  engine: Engine,
  deps: { db: Db; dataDir: string; clock: Clock },
): ResumeStorage {
  return engine === 'postgres'
    ? databaseResumeStorage(deps.db, deps.dataDir, deps.clock)
    : diskResumeStorage(deps.dataDir);
}
