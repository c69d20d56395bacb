// PDF checks and text extraction with pdfjs-dist's legacy build (the one that runs on Node 20).
// pdfjs runs in the calling thread (its "fake worker"): the server calls this only from the PDF
// worker processes of lib/pdfPool.ts, whose wall-clock limit ends a parse that runs too long. The
// page cap, text cap and timeout here bound the work inside a process.

type PdfJs = typeof import('pdfjs-dist/legacy/build/pdf.mjs');

const PDF_MAX_PAGES = 10;
const PDF_TIMEOUT_MS = 8000;
const MAX_TEXT_CHARS = 100_000;

let pdfjsPromise: Promise<PdfJs> | undefined;

/** Loads pdfjs once, on first use, with its worker code in this thread (no worker file to find). */
export function loadPdfJs(): Promise<PdfJs> {
  pdfjsPromise ??= (async () => {
    // @ts-expect-error the worker bundle ships without type declarations
    const worker: unknown = await import('pdfjs-dist/legacy/build/pdf.worker.mjs');
    (globalThis as { pdfjsWorker?: unknown }).pdfjsWorker = worker;
    return import('pdfjs-dist/legacy/build/pdf.mjs');
  })();
  return pdfjsPromise;
}

const hasPdfMagic = (buffer: Uint8Array): boolean =>
  buffer.length >= 5 && Buffer.from(buffer.subarray(0, 5)).toString('latin1') === '%PDF-';

interface ParsedPdf {
  pages: number;
  /** text of the first PDF_MAX_PAGES pages, whitespace collapsed; '' for a scanned PDF */
  text: string;
}

class PdfTimeoutError extends Error {
  constructor() {
    super('PDF parsing timed out');
    this.name = 'PdfTimeoutError';
  }
}

/**
 * Parses a PDF and reads its text. Returns null when the content is not a PDF that parses
 * (missing `%PDF-` header, broken structure, encrypted, or too slow to read).
 */
export async function parsePdf(
  buffer: Uint8Array,
  options: { maxPages?: number; timeoutMs?: number } = {},
): Promise<ParsedPdf | null> {
  if (!hasPdfMagic(buffer)) return null;
  const { getDocument } = await loadPdfJs();
  const maxPages = options.maxPages ?? PDF_MAX_PAGES;
  // pdfjs takes ownership of (and may detach) the array it is given: hand it a copy
  const task = getDocument({
    data: new Uint8Array(buffer),
    isEvalSupported: false,
    useSystemFonts: true,
    disableFontFace: true,
    stopAtErrors: false,
    verbosity: 0,
  });
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new PdfTimeoutError()), options.timeoutMs ?? PDF_TIMEOUT_MS);
  });
  const work = (async (): Promise<ParsedPdf> => {
    const doc = await task.promise;
    const parts: string[] = [];
    let length = 0;
    const last = Math.min(doc.numPages, maxPages);
    for (let n = 1; n <= last && length < MAX_TEXT_CHARS; n++) {
      const page = await doc.getPage(n);
      const content = await page.getTextContent();
      for (const item of content.items) {
        if (!('str' in item)) continue;
        parts.push(item.str, item.hasEOL ? '\n' : ' ');
        length += item.str.length + 1;
      }
      parts.push('\n');
      page.cleanup();
    }
    // U+0000 in a PDF's text is no text, and PostgreSQL could not store it
    const text = parts
      .join('')
      .replaceAll('\u0000', '')
      .replace(/[ \t\f\v\u00a0]+/g, ' ')
      .replace(/ ?\n[\s]*/g, '\n')
      .trim()
      .slice(0, MAX_TEXT_CHARS);
    return { pages: doc.numPages, text };
  })();
  try {
    return await Promise.race([work, timeout]);
  } catch {
    return null;
  } finally {
    clearTimeout(timer);
    work.catch(() => {});
    await task.destroy().catch(() => {});
  }
}
