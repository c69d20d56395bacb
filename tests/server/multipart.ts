// Builds multipart/form-data bodies for app.inject with the platform's FormData and Request.
import { PDFDocument } from 'pdf-lib';
import { generateResumePdf, type ResumeInfo } from '../../server/src/seed/resumePdf.ts';

export interface FilePart {
  filename: string;
  content: Uint8Array | string;
  type?: string;
}

export type FormFields = Record<string, string | FilePart | undefined>;

/** `{payload, headers}` for app.inject: the serialised form and its content type with boundary. */
export async function multipart(
  fields: FormFields,
): Promise<{ payload: Buffer; headers: Record<string, string> }> {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) {
    if (value === undefined) continue;
    if (typeof value === 'string') {
      form.append(name, value);
    } else {
      const bytes = typeof value.content === 'string' ? Buffer.from(value.content) : value.content;
      form.append(
        name,
        new Blob([bytes], { type: value.type ?? 'application/pdf' }),
        value.filename,
      );
    }
  }
  const request = new Request('http://localhost/', { method: 'POST', body: form });
  return {
    payload: Buffer.from(await request.arrayBuffer()),
    headers: { 'content-type': request.headers.get('content-type')! },
  };
}

export const SAMPLE_RESUME: ResumeInfo = {
  name: 'Jane Doe',
  email: 'jane.doe@example.com',
  phone: '+1 555 0100',
  headline: 'Senior Backend Engineer',
  summary: 'Senior Backend Engineer with 7 years of experience in Python and SQL.',
  experience: [
    {
      role: 'Senior Backend Engineer',
      company: 'Northwind Labs',
      period: '2020 - present',
      bullets: ['Built REST APIs in Python', 'Tuned PostgreSQL queries'],
    },
  ],
  skills: ['Python', 'SQL', 'Docker'],
  education: 'BSc Computer Science',
};

/** A real, text-bearing resume PDF. */
export const resumePdf = (overrides: Partial<ResumeInfo> = {}): Promise<Uint8Array> =>
  generateResumePdf({ ...SAMPLE_RESUME, ...overrides });

/** A valid PDF with one blank page: it parses but has no text. */
export async function blankPdf(): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  doc.addPage();
  return doc.save();
}
