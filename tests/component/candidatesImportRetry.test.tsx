// Issue 53, bursts: the import honours a busy server's Retry-After. The console's own data
// provider runs over a fake fetch that answers the first read and the first create 503 with
// Retry-After: 1 (the server's "busy reading other PDFs"); each row says it waits, is sent again
// after a second, and the import ends with every row created.
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createDataProvider } from '../../src/dataProvider';
import { ImportResumesDialog } from '../../src/resources/candidates/ImportResumesDialog';
import { renderAdmin } from './renderAdmin';

const BUSY = 'The server is busy reading other PDFs. Try again in a moment.';
const WAITING = 'The server is busy. Trying again in 1 s…';

const pdf = (name: string) => new File(['%PDF-1.4 x'], name, { type: 'application/pdf' });

const PEOPLE: Record<string, { name: string; email: string }> = {
  'ada.pdf': { name: 'Ada Lovelace', email: 'ada@x.test' },
  'bob.pdf': { name: 'Bob Byte', email: 'bob@x.test' },
};

const json = (status: number, body: unknown, headers: Record<string, string> = {}) =>
  new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json', ...headers },
  });

/** The reference server's two import calls; the first of each answered busy once. */
function fakeServer() {
  const calls: { path: string; status: number }[] = [];
  const busyOnce = new Set(['/api/candidate/import/preview', '/api/candidate/create']);
  const fetch = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const path = new URL(String(input), 'http://console.test').pathname;
    const form = init.body as FormData;
    const answer = (() => {
      if (busyOnce.delete(path)) return json(503, { msg: BUSY }, { 'Retry-After': '1' });
      if (path === '/api/candidate/import/preview') {
        const person = PEOPLE[(form.get('resume') as File).name]!;
        const data = { ...person, phone: '+1 555 0100', duplicate: false };
        return json(200, { statusCode: 200, msg: 'Resume read', data });
      }
      if (path === '/api/candidate/create') {
        const data = {
          _id: `id-${calls.length}`,
          name: form.get('name'),
          email: form.get('email'),
        };
        return json(201, { statusCode: 201, msg: 'Candidate created', data });
      }
      return json(404, { msg: `no route ${path}` });
    })();
    calls.push({ path, status: answer.status });
    return answer;
  });
  vi.stubGlobal('fetch', fetch);
  return calls;
}

afterEach(() => {
  vi.unstubAllGlobals();
});

const table = () => screen.getByRole('table', { name: 'Resumes to import' });
const rowOf = (file: string) => within(table()).getByText(file).closest('tr')!;
const statusOf = (file: string) => within(rowOf(file)).getAllByRole('cell')[4]!;

describe('import against a busy server', () => {
  it('waits out Retry-After on the row, sends again, and creates every row', async () => {
    const calls = fakeServer();
    const { user } = renderAdmin(<ImportResumesDialog open onClose={() => {}} />, {
      dataProvider: createDataProvider('/api'),
    });
    await user.upload(screen.getByLabelText('Choose PDF or CSV files', { selector: 'input' }), [
      pdf('ada.pdf'),
      pdf('bob.pdf'),
    ]);

    // the first read was refused busy: its row says it waits, then it is read after all
    await waitFor(() => expect(statusOf('ada.pdf')).toHaveTextContent(WAITING));
    expect(statusOf('ada.pdf')).toHaveTextContent('Reading…');
    await waitFor(() => expect(statusOf('ada.pdf')).toHaveTextContent('Ready'));
    await waitFor(() => expect(statusOf('bob.pdf')).toHaveTextContent('Ready'));
    expect(statusOf('ada.pdf')).not.toHaveTextContent(WAITING);
    expect(screen.getByRole('textbox', { name: 'Name for ada.pdf' })).toHaveValue('Ada Lovelace');

    // the first create was refused busy: the row says so while it waits, then it is created
    await user.click(screen.getByRole('button', { name: 'Import 2 candidates' }));
    await waitFor(() => expect(statusOf('ada.pdf')).toHaveTextContent(WAITING));
    expect(statusOf('ada.pdf')).toHaveTextContent('Importing…');
    await waitFor(() => expect(statusOf('bob.pdf')).toHaveTextContent('Created'));
    expect(statusOf('ada.pdf')).toHaveTextContent('Created');
    expect(statusOf('ada.pdf')).not.toHaveTextContent(WAITING);
    expect(await screen.findByText('2 candidates imported')).toBeInTheDocument();

    const creates = calls.filter((c) => c.path === '/api/candidate/create');
    expect(creates.map((c) => c.status)).toEqual([503, 201, 201]);
    const reads = calls.filter((c) => c.path === '/api/candidate/import/preview');
    expect(reads.map((c) => c.status).sort()).toEqual([200, 200, 503]);
  });
});
