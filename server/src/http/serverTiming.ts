import type { FastifyReply } from 'fastify';
import type { PdfPool } from '../lib/pdfPool.ts';

/**
 * The app's PDF pool for one request, adding up how long its parses took (waiting for a worker
 * included), and the Server-Timing header that reports it: `pdf;dur=<ms>`. Browsers show it in
 * their network panel; the benchmark subtracts it to measure a create without the PDF work.
 */
export function timedPdf(pool: PdfPool) {
  let ms = 0;
  const timed: PdfPool = {
    async parse(file, options) {
      const started = performance.now();
      try {
        return await pool.parse(file, options);
      } finally {
        ms += performance.now() - started;
      }
    },
    close: () => pool.close(),
    get workers() {
      return pool.workers;
    },
  };
  return {
    pool: timed,
    report: (res: FastifyReply) => res.header('Server-Timing', `pdf;dur=${ms.toFixed(1)}`),
  };
}
