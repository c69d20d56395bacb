// Bulk import: each resume PDF becomes a row, filled in from what the server reads in it (name,
// email, phone), and each line of a CSV file a row without a resume; the admin corrects them in
// place. The ready PDF rows become candidates through the usual create, one after another, the
// CSV rows in one request; each row reports how it went. A busy server's Retry-After is waited
// out by the data provider (busyRetry.ts), and the row says so meanwhile (`busyWait`).
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import Papa from 'papaparse';
import { HttpError, useDataProvider, useNotify, useTranslate } from 'react-admin';
import { errorMessage } from '../../common/useNotifyError';
import type { AppDataProvider, BusyWait } from '../../dataProvider/types';

/** The server's upload limit. */
export const MAX_IMPORT_BYTES = 10 * 1024 * 1024;
/** Files in one import. */
export const MAX_IMPORT_FILES = 50;
/** Resumes read by the server at once. */
const READ_AT_ONCE = 2;

export interface ImportRow {
  key: string;
  /** the resume; none for a row of a CSV file */
  file?: File;
  /** where the row comes from: the PDF's name, or "people.csv, row 3" */
  source: string;
  /** a CSV row's skills */
  skills: string[];
  name: string;
  email: string;
  phone: string;
  /** reading: the server is reading the PDF; created: it is a candidate now */
  phase: 'reading' | 'editing' | 'saving' | 'created';
  /** the file cannot become a candidate (not a PDF, too large): the reason */
  refused?: string;
  /** the last attempt's error (a failed read or save), in the server's words */
  error?: string;
  /** an email the server said is taken, in lower case */
  takenEmail?: string;
  /** the server is busy: seconds until the read or save is sent again */
  busyWait?: number;
}

export type ImportStatus =
  | 'reading'
  | 'saving'
  | 'created'
  | 'refused'
  | 'failed'
  | 'needs_name'
  | 'needs_phone'
  | 'duplicate_email'
  | 'ready';

/** What a row needs before it can be imported, or where it is. */
export function importStatus(row: ImportRow, rows: readonly ImportRow[]): ImportStatus {
  if (row.refused) return 'refused';
  if (row.phase !== 'editing') return row.phase;
  if (!row.name.trim()) return 'needs_name';
  if (!row.phone.trim()) return 'needs_phone';
  const email = row.email.trim().toLowerCase();
  const twice =
    email !== '' &&
    rows.some(
      (other) =>
        other !== row &&
        !other.refused &&
        other.email.trim().toLowerCase() === email &&
        rows.indexOf(other) < rows.indexOf(row),
    );
  if (email !== '' && (email === row.takenEmail || twice)) return 'duplicate_email';
  if (row.error) return 'failed';
  return 'ready';
}

const isPdf = (file: File) =>
  file.type === 'application/pdf' || file.name.toLowerCase().endsWith('.pdf');
const isCsv = (file: File) => file.type === 'text/csv' || file.name.toLowerCase().endsWith('.csv');

/** A header's column, in any case and spacing: "Name", " E-mail ", "Mobile". */
const COLUMNS: Record<string, 'name' | 'email' | 'phone' | 'skills'> = {
  name: 'name',
  fullname: 'name',
  email: 'email',
  emailaddress: 'email',
  phone: 'phone',
  mobile: 'phone',
  mobilenumber: 'phone',
  phonenumber: 'phone',
  skills: 'skills',
};
const columnOf = (header: string) => COLUMNS[header.toLowerCase().replace(/[^a-z]/g, '')];

/** The rows of a CSV file with a header row; skills split on commas or semicolons. */
async function csvRows(file: File) {
  const parsed = Papa.parse<Record<string, string>>(await file.text(), {
    header: true,
    skipEmptyLines: 'greedy',
    transformHeader: (header) => columnOf(header) ?? header,
  });
  return parsed.data.map((record, index) => ({
    // the header is line 1
    line: index + 2,
    name: (record.name ?? '').trim(),
    email: (record.email ?? '').trim(),
    phone: (record.phone ?? '').trim(),
    skills: (record.skills ?? '')
      .split(/[,;]/)
      .map((skill) => skill.trim())
      .filter(Boolean),
  }));
}

let nextKey = 0;

/** A row's fields as a create takes them. */
const fieldsOf = (row: ImportRow) => ({
  name: row.name.trim(),
  email: row.email.trim(),
  phone: row.phone.trim(),
  skills: row.skills,
});

/** A failed save: the server's reason, and the email it said is taken. */
function failedWith(row: ImportRow, error: unknown): Partial<ImportRow> {
  const taken = error instanceof HttpError && error.status === 409;
  return {
    phase: 'editing',
    error: errorMessage(error),
    takenEmail: taken ? row.email.trim().toLowerCase() : row.takenEmail,
  };
}

export function useResumeImport() {
  const dataProvider = useDataProvider<AppDataProvider>();
  const queryClient = useQueryClient();
  const notify = useNotify();
  const translate = useTranslate();
  const [rows, setRows] = useState<ImportRow[]>([]);
  const [importing, setImporting] = useState(false);

  const patch = (key: string, change: Partial<ImportRow>) =>
    setRows((all) => all.map((row) => (row.key === key ? { ...row, ...change } : row)));

  /** Shows on the row that its call waits out a busy server, until it is sent again. */
  const busyOn = (key: string) => (wait: BusyWait | undefined) =>
    patch(key, { busyWait: wait?.seconds });

  /** Reads one file on the server (at most READ_AT_ONCE at a time) and fills its row in. */
  const read = async (row: ImportRow) => {
    if (!row.file) return;
    try {
      const preview = await dataProvider.candidateImportPreview(
        row.file,
        undefined,
        busyOn(row.key),
      );
      if (!preview) {
        patch(row.key, { phase: 'editing' });
        return;
      }
      patch(row.key, {
        phase: 'editing',
        name: preview.name,
        email: preview.email,
        phone: preview.phone,
        takenEmail: preview.duplicate ? preview.email.toLowerCase() : undefined,
      });
    } catch (error) {
      const message = errorMessage(error);
      // a file the server will not read cannot become a candidate; anything else can be typed in
      const refused = error instanceof HttpError && (error.status === 400 || error.status === 413);
      patch(
        row.key,
        refused ? { phase: 'editing', refused: message } : { phase: 'editing', error: message },
      );
    }
  };

  const newRow = (fields: Omit<ImportRow, 'key'>): ImportRow => {
    nextKey += 1;
    return { key: `import-${nextKey}`, ...fields };
  };

  /** Adds the files' rows (PDFs read on the server, CSV lines); resolves with how many left out. */
  const add = async (files: readonly File[]) => {
    const added: ImportRow[] = [];
    const empty = { name: '', email: '', phone: '', skills: [] };
    let room = Math.max(0, MAX_IMPORT_FILES - rows.length);
    let leftOut = 0;
    for (const file of files) {
      if (isCsv(file)) {
        for (const line of await csvRows(file)) {
          const source = translate('app.candidate_import.csv_row', {
            file: file.name,
            line: line.line,
          });
          added.push(newRow({ ...line, source, phase: 'editing' }));
        }
        continue;
      }
      if (room === 0) {
        leftOut += 1;
        continue;
      }
      room -= 1;
      const refused = !isPdf(file)
        ? 'not_pdf'
        : file.size > MAX_IMPORT_BYTES
          ? 'too_large'
          : file.size === 0
            ? 'empty'
            : undefined;
      added.push(
        newRow({
          ...empty,
          file,
          source: file.name,
          phase: refused ? 'editing' : 'reading',
          refused,
        }),
      );
    }
    setRows((all) => [...all, ...added]);
    const toRead = added.filter((row) => row.file && !row.refused);
    // a few at a time: the server reads PDFs in a small pool of workers
    const lanes = Array.from({ length: READ_AT_ONCE }, (_, lane) =>
      toRead.filter((_row, index) => index % READ_AT_ONCE === lane),
    );
    void Promise.all(
      lanes.map(async (lane) => {
        for (const row of lane) await read(row);
      }),
    );
    return leftOut;
  };

  const edit = (key: string, field: 'name' | 'email' | 'phone', value: string) =>
    patch(key, { [field]: value, error: undefined });

  const remove = (key: string) => setRows((all) => all.filter((row) => row.key !== key));

  /** Creates a PDF row's candidate with its resume; true when created. */
  const createWithResume = async (row: ImportRow & { file: File }) => {
    patch(row.key, { phase: 'saving', error: undefined });
    try {
      await dataProvider.create('candidates', {
        data: { ...fieldsOf(row), profile_summary: '', resume: row.file },
        meta: { onBusyWait: busyOn(row.key) },
      });
      patch(row.key, { phase: 'created' });
      return true;
    } catch (error) {
      patch(row.key, failedWith(row, error));
      return false;
    }
  };

  /** Creates the CSV rows' candidates in one request; how many were created. */
  const createWithoutResumes = async (csv: ImportRow[]) => {
    if (csv.length === 0) return 0;
    for (const row of csv) patch(row.key, { phase: 'saving', error: undefined });
    let results;
    try {
      results = await dataProvider.candidateImportRows(csv.map(fieldsOf));
    } catch (error) {
      for (const row of csv) patch(row.key, failedWith(row, error));
      return 0;
    }
    const unsupported = translate('app.candidate_import.rows_unsupported');
    let created = 0;
    csv.forEach((row, index) => {
      const result = results?.[index];
      if (result?.id !== undefined) {
        created += 1;
        patch(row.key, { phase: 'created' });
        return;
      }
      const msg = results ? (result?.msg ?? '') : unsupported;
      const taken = /already exists/.test(msg);
      patch(row.key, {
        phase: 'editing',
        error: msg,
        takenEmail: taken ? row.email.trim().toLowerCase() : row.takenEmail,
      });
    });
    return created;
  };

  /** Creates every ready row; resolves with how many were created. */
  const importReady = async () => {
    const ready = rows.filter((row) => importStatus(row, rows) === 'ready');
    if (ready.length === 0) return 0;
    setImporting(true);
    let created = 0;
    try {
      for (const row of ready) {
        if (row.file && (await createWithResume({ ...row, file: row.file }))) created += 1;
      }
      created += await createWithoutResumes(ready.filter((row) => !row.file));
    } finally {
      setImporting(false);
      if (created > 0) {
        notify('app.candidate_import.imported', {
          type: 'success',
          messageArgs: { smart_count: created },
        });
        await queryClient.invalidateQueries({ queryKey: ['candidates'] });
      }
    }
    return created;
  };

  return { rows, add, edit, remove, importReady, importing };
}
