// POST /candidate/import/preview: the reference server reads a resume PDF and answers the name,
// email and phone it finds, and whether the email is taken (docs/api-extensions.md). The platform
// lacks it: the preview is then null and the admin types the fields in.
import { HttpError } from 'ra-core';
import { UNSUPPORTED } from './unsupported';
import type { BusyWait, Client } from './httpClient';
import { objectOf } from './records';

export interface ImportPreview {
  name: string;
  email: string;
  phone: string;
  /** a live candidate has this email already */
  duplicate: boolean;
}

const text = (value: unknown) => (typeof value === 'string' ? value : '');

export async function readImportPreview(
  client: Client,
  candidateUrl: string,
  file: File,
  signal?: AbortSignal,
  onBusyWait?: (wait: BusyWait | undefined) => void,
): Promise<ImportPreview | null> {
  const form = new FormData();
  form.append('resume', file, file.name);
  try {
    const { json } = await client(`${candidateUrl}/import/preview`, {
      method: 'POST',
      body: form,
      signal,
      onBusyWait,
    });
    const data = objectOf(json);
    return {
      name: text(data.name),
      email: text(data.email),
      phone: text(data.phone),
      duplicate: data.duplicate === true,
    };
  } catch (error) {
    if (error instanceof HttpError && UNSUPPORTED.has(error.status)) return null;
    throw error;
  }
}

/** The import's calls, on the data provider (custom.ts). */
export interface CandidateImportMethods {
  /**
   * what a resume PDF says of its owner; null when the API cannot read one (the platform).
   * `onBusyWait` is told while the call waits out a busy server's Retry-After (busyRetry.ts)
   */
  candidateImportPreview(
    file: File,
    signal?: AbortSignal,
    onBusyWait?: (wait: BusyWait | undefined) => void,
  ): Promise<ImportPreview | null>;
  /** candidates without resumes, each created or refused; null when the API cannot (platform) */
  candidateImportRows(rows: ImportRowInput[]): Promise<ImportRowResult[] | null>;
}

/** A spreadsheet row to import: a candidate without a resume. */
export interface ImportRowInput {
  name: string;
  email: string;
  phone: string;
  skills: string[];
}

/** What became of one row: its new id, or the reason in the server's words. */
export type ImportRowResult = { id: string; msg?: undefined } | { id?: undefined; msg: string };

/**
 * POST /candidate/import/rows: each row created or refused with the reason, in order; null when
 * the API cannot create candidates without resumes (the platform).
 */
export async function importRows(
  client: Client,
  candidateUrl: string,
  rows: ImportRowInput[],
): Promise<ImportRowResult[] | null> {
  try {
    const { json } = await client(`${candidateUrl}/import/rows`, {
      method: 'POST',
      body: JSON.stringify({ rows }),
    });
    const results = new Map<number, ImportRowResult>();
    const list = objectOf(json).results;
    for (const item of Array.isArray(list) ? list : []) {
      const { row, id, msg } = objectOf(item);
      if (typeof row !== 'number') continue;
      results.set(row, typeof id === 'string' ? { id } : { msg: text(msg) });
    }
    return rows.map((_row, index) => results.get(index) ?? { msg: '' });
  } catch (error) {
    if (error instanceof HttpError && UNSUPPORTED.has(error.status)) return null;
    throw error;
  }
}
