// The PDF worker, a child process: reads the uploaded file it is told about and answers with its
// text. Forked by lib/pdfPool.ts with a heap cap; the pool kills it when a parse runs too long or
// holds too much memory. It ends itself when the server goes (its IPC channel closes).
import { readFile } from 'node:fs/promises';
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

const send = process.send?.bind(process);
if (send) {
  process.on('disconnect', () => process.exit(0));
  process.on('message', (job: PdfJob) => {
    void (async (): Promise<PdfJobResult> => {
      try {
        const content = await readFile(job.file);
        // the pool's wall-clock limit is the real one: this inner timeout only frees a stuck task
        const parsed = await parsePdf(content, { maxPages: job.maxPages, timeoutMs: 60_000 });
        return { id: job.id, ok: true, parsed };
      } catch (err) {
        return { id: job.id, ok: false, error: (err as Error).message };
      }
    })().then((result) => send(result));
  });
  void loadPdfJs().then(() => send(READY));
}
