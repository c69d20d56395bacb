// A burst of candidate creates over real HTTP, each with the same small one-page PDF resume, all
// sent at once (spread over one or more servers in turn), and the candidates the API then lists.
import { generateResumePdf } from '../../server/src/seed/resumePdf.ts';

export const BUSY = 'The server is busy reading other PDFs. Try again in a moment.';

/** A one-page resume PDF of about 1.5 KB. */
export const smallPdf = () =>
  generateResumePdf({
    name: 'Burst Candidate',
    email: 'burst@example.com',
    phone: '+1 555 0100',
    headline: 'Engineer',
    summary: 'Builds services in Python.',
    experience: [],
    skills: ['Python'],
  });

export interface Answer {
  email: string;
  status: number;
  msg: string;
  /** the Retry-After header, if any */
  retryAfter: string | null;
}

/** POST /api/candidate/create, multipart, with `pdf` as the resume. */
export async function createCandidate(
  url: string,
  token: string,
  email: string,
  pdf: Uint8Array,
): Promise<Answer> {
  const form = new FormData();
  form.append('name', `Burst ${email.split('@')[0]}`);
  form.append('email', email);
  form.append('phone', '+1 555 0100');
  form.append('skills', 'python');
  form.append('resume', new Blob([Buffer.from(pdf)], { type: 'application/pdf' }), 'resume.pdf');
  const res = await fetch(`${url}/api/candidate/create`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}` },
    body: form,
  });
  const body = (await res.json()) as { msg?: string };
  return {
    email,
    status: res.status,
    msg: body.msg ?? '',
    retryAfter: res.headers.get('retry-after'),
  };
}

/**
 * `count` creates sent at once, the i-th to `urls[i % urls.length]`, with emails
 * `<tag>-<i>@burst.test`; the answers in order and the time until the last came.
 */
export async function burst(
  urls: readonly string[],
  token: string,
  tag: string,
  count: number,
  pdf: Uint8Array,
): Promise<{ answers: Answer[]; ms: number }> {
  const started = performance.now();
  const answers = await Promise.all(
    Array.from({ length: count }, (_, i) =>
      createCandidate(urls[i % urls.length]!, token, `${tag}-${i}@burst.test`, pdf),
    ),
  );
  return { answers, ms: performance.now() - started };
}

/** How many answers of each status: `{201: 50}`. */
export function statusCounts(answers: readonly Answer[]): Record<number, number> {
  const counts: Record<number, number> = {};
  for (const { status } of answers) counts[status] = (counts[status] ?? 0) + 1;
  return counts;
}

/** Every live candidate the API lists (GET /candidate/list, 100 a page): email → has a resume. */
export async function listedCandidates(url: string, token: string): Promise<Map<string, boolean>> {
  const listed = new Map<string, boolean>();
  for (let page = 1; page <= 100; page += 1) {
    const res = await fetch(`${url}/api/candidate/list?page=${page}&limit=100`, {
      headers: { authorization: `Bearer ${token}` },
    });
    if (res.status !== 200) throw new Error(`list answered ${res.status}`);
    const { data } = (await res.json()) as {
      data: { items: { email: string; resume_url: string }[]; pages: number };
    };
    for (const item of data.items) listed.set(item.email, item.resume_url !== '');
    if (page >= data.pages) break;
  }
  return listed;
}

/** The emails of `answers` that the API does not list with a resume. */
export function missing(answers: readonly Answer[], listed: Map<string, boolean>): string[] {
  return answers.map((a) => a.email).filter((email) => listed.get(email) !== true);
}
