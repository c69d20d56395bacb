// The PDF worker thread: reads the uploaded file it is told about and answers with its text.
// Started by lib/pdfPool.ts with a heap cap; the pool ends the thread when a parse runs too long.
import { readFile } from 'node:fs/promises';
import { parentPort } from 'node:worker_threads';
import { loadPdfJs, parsePdf } from './pdf.ts';

export interface PdfJob {
  id: number;
  file: string;
  maxPages?: number;
}

export type PdfJobResult =
  | { id: number; ok: true; parsed: { pages: number; text: string } | null }
  | { id: number; ok: false; error: string };

/** Sent once pdfjs is loaded: the pool's wall-clock limit counts from a job's start, not this. */
export const READY = 'ready';

if (parentPort) {
  const port = parentPort;
  port.on('message', (job: PdfJob) => {
    void (async (): Promise<PdfJobResult> => {
      try {
        const content = await readFile(job.file);
        // the pool's wall-clock limit is the real one: this inner timeout only frees a stuck task
        const parsed = await parsePdf(content, { maxPages: job.maxPages, timeoutMs: 60_000 });
        return { id: job.id, ok: true, parsed };
      } catch (err) {
        return { id: job.id, ok: false, error: (err as Error).message };
      }
    })().then((result) => port.postMessage(result));
  });
  void loadPdfJs().then(() => port.postMessage(READY));
}
