// The PDFs the soak uploads: a decompression bomb and a small, real, text-bearing resume.
export { bombPdf } from './bombPdf.mjs';
import { PDFDocument, StandardFonts } from 'pdf-lib';

/** A small one-page resume with real text (the server refuses a PDF it cannot read text from). */
export async function resumePdf(name = 'Sam Soak') {
  const doc = await PDFDocument.create();
  const font = await doc.embedFont(StandardFonts.Helvetica);
  const page = doc.addPage([612, 792]);
  const lines = [
    name,
    'Senior Backend Engineer',
    'Seven years of Python, SQL and Docker; built REST APIs and tuned PostgreSQL queries.',
    'Skills: Python, SQL, Docker',
  ];
  lines.forEach((line, i) => page.drawText(line, { x: 50, y: 740 - i * 20, size: 12, font }));
  return doc.save();
}

/** The multipart form of a new candidate, with `pdf` as the resume. */
export function candidateForm(n, pdf, tag = 'soak') {
  const form = new FormData();
  form.append('name', `${tag} candidate ${n}`);
  form.append('phone', '+1 555 0100');
  form.append('email', `${tag}.${n}.${Date.now().toString(36)}@example.com`);
  form.append('skills', 'Python,SQL');
  form.append('resume', new Blob([pdf], { type: 'application/pdf' }), 'cv.pdf');
  return form;
}
