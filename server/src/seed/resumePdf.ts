// Real resume PDFs for the demo data and the tests: one or two pages of text set with pdf-lib's
// standard fonts (no font files, WinAnsi text only).
import { PDFDocument, StandardFonts, rgb, type PDFFont, type PDFPage } from 'pdf-lib';

export interface ResumeExperience {
  role: string;
  company: string;
  period: string;
  bullets: string[];
}

export interface ResumeInfo {
  name: string;
  email: string;
  phone: string;
  /** e.g. "Senior Backend Engineer" */
  headline: string;
  summary: string;
  experience: ResumeExperience[];
  skills: string[];
  education?: string;
}

/** The resume as plain text, in the order the PDF sets it (what a text extractor reads back). */
export function resumeText(info: ResumeInfo): string {
  const lines = [
    info.name,
    info.headline,
    `${info.email} | ${info.phone}`,
    'Summary',
    info.summary,
    'Experience',
  ];
  for (const job of info.experience) {
    lines.push(`${job.role}, ${job.company} (${job.period})`, ...job.bullets.map((b) => `- ${b}`));
  }
  lines.push('Skills', info.skills.join(', '));
  if (info.education) lines.push('Education', info.education);
  return lines.join('\n');
}

const PAGE = { width: 595, height: 842, margin: 56 };
// a fixed date keeps the bytes of a demo resume the same from run to run
const FIXED_DATE = new Date('2025-01-01T00:00:00Z');

function wrap(text: string, font: PDFFont, size: number, width: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/).filter(Boolean)) {
    const next = line ? `${line} ${word}` : word;
    if (line && font.widthOfTextAtSize(next, size) > width) {
      lines.push(line);
      line = word;
    } else {
      line = next;
    }
  }
  if (line) lines.push(line);
  return lines;
}

/** Sets the resume on A4 pages, starting a new page when one is full. */
export async function generateResumePdf(info: ResumeInfo): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  doc.setTitle(`Resume - ${info.name}`);
  doc.setAuthor(info.name);
  doc.setProducer('Interview AI Admin');
  doc.setCreator('Interview AI Admin');
  doc.setCreationDate(FIXED_DATE);
  doc.setModificationDate(FIXED_DATE);
  const regular = await doc.embedFont(StandardFonts.Helvetica);
  const bold = await doc.embedFont(StandardFonts.HelveticaBold);
  const width = PAGE.width - 2 * PAGE.margin;

  let page: PDFPage = doc.addPage([PAGE.width, PAGE.height]);
  let y = PAGE.height - PAGE.margin;
  const write = (text: string, opts: { font?: PDFFont; size?: number; gap?: number } = {}) => {
    const font = opts.font ?? regular;
    const size = opts.size ?? 10.5;
    for (const line of wrap(text, font, size, width)) {
      if (y - size < PAGE.margin) {
        page = doc.addPage([PAGE.width, PAGE.height]);
        y = PAGE.height - PAGE.margin;
      }
      page.drawText(line, { x: PAGE.margin, y: y - size, size, font, color: rgb(0.1, 0.1, 0.1) });
      y -= size * 1.45;
    }
    y -= opts.gap ?? 0;
  };
  const heading = (text: string) => {
    y -= 6;
    write(text.toUpperCase(), { font: bold, size: 12, gap: 2 });
  };

  write(info.name, { font: bold, size: 20, gap: 2 });
  write(info.headline, { size: 12.5 });
  write(`${info.email} | ${info.phone}`, { size: 10, gap: 6 });
  heading('Summary');
  write(info.summary, { gap: 4 });
  heading('Experience');
  for (const job of info.experience) {
    write(`${job.role}, ${job.company} (${job.period})`, { font: bold, size: 11 });
    for (const bullet of job.bullets) write(`- ${bullet}`);
    y -= 4;
  }
  heading('Skills');
  write(info.skills.join(', '), { gap: 4 });
  if (info.education) {
    heading('Education');
    write(info.education);
  }
  return doc.save();
}
