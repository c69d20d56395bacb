// Issue 13: bulk import of resume PDFs. Each file is read by the server (name, email, phone),
// shown with what it still needs, fixed in place, and the ready ones become candidates, each
// reporting how it went.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { ImportPreview, ImportRowResult } from '../../src/dataProvider/types';
import { ImportResumesDialog } from '../../src/resources/candidates/ImportResumesDialog';
import { makeProvider } from './fakes/candidates';
import { allowConsoleMessages } from './consoleGuard';
import { serverError } from './fixtures';
import { renderAdmin } from './renderAdmin';

const pdf = (name: string) => new File(['%PDF-1.4 x'], name, { type: 'application/pdf' });

const PREVIEWS: Record<string, ImportPreview | Error | null> = {
  'ada.pdf': { name: 'Ada Lovelace', email: 'ada@x.test', phone: '+1 555 0100', duplicate: false },
  'noname.pdf': { name: '', email: 'nn@x.test', phone: '+1 555 0101', duplicate: false },
  'taken.pdf': { name: 'Tom Taken', email: 'tom@x.test', phone: '+1 555 0102', duplicate: true },
  'fake.pdf': serverError('Only PDF resumes are accepted', 400),
};

function setup(previews: Record<string, ImportPreview | Error | null> = PREVIEWS) {
  const provider = {
    ...makeProvider(),
    candidateImportPreview: vi.fn((file: File) => {
      const answer = previews[file.name];
      return answer instanceof Error ? Promise.reject(answer) : Promise.resolve(answer ?? null);
    }),
    candidateImportRows: vi.fn((rows: { email: string }[]) =>
      Promise.resolve<ImportRowResult[] | null>(
        rows.map((row, i) =>
          row.email === 'taken@x.test'
            ? { msg: 'Candidate with this email already exists for this admin.' }
            : { id: `csv-${i}` },
        ),
      ),
    ),
  };
  const onClose = vi.fn();
  const utils = renderAdmin(<ImportResumesDialog open onClose={onClose} />, {
    dataProvider: provider,
    // a file the input's accept list leaves out can still be dropped: test it is refused
    user: userEvent.setup({ applyAccept: false }),
  });
  return { provider, onClose, ...utils };
}

const table = () => screen.getByRole('table', { name: 'Resumes to import' });
const rowOf = (file: string) => within(table()).getByText(file).closest('tr')!;
const statusOf = (file: string) => within(rowOf(file)).getAllByRole('cell')[4]!;
const input = () => screen.getByLabelText('Choose PDF or CSV files', { selector: 'input' });

describe('import resumes', () => {
  it('reads each PDF and says what every row still needs', async () => {
    allowConsoleMessages(/Only PDF resumes/);
    const { provider, user } = setup();
    const notPdf = new File(['hello'], 'notes.txt', { type: 'text/plain' });
    await user.upload(input(), [
      pdf('ada.pdf'),
      pdf('noname.pdf'),
      notPdf,
      pdf('fake.pdf'),
      pdf('taken.pdf'),
    ]);

    await waitFor(() => expect(statusOf('ada.pdf')).toHaveTextContent('Ready'));
    expect(screen.getByRole('textbox', { name: 'Name for ada.pdf' })).toHaveValue('Ada Lovelace');
    expect(screen.getByRole('textbox', { name: 'Phone for ada.pdf' })).toHaveValue('+1 555 0100');
    await waitFor(() => expect(statusOf('noname.pdf')).toHaveTextContent('Needs a name'));
    // the console refuses a text file without sending it; the server refuses a fake PDF
    expect(statusOf('notes.txt')).toHaveTextContent('Not a PDF');
    await waitFor(() =>
      expect(statusOf('fake.pdf')).toHaveTextContent('Only PDF resumes are accepted'),
    );
    await waitFor(() => expect(statusOf('taken.pdf')).toHaveTextContent('Duplicate email'));
    expect(provider.candidateImportPreview).toHaveBeenCalledTimes(4);
    expect(screen.getByRole('status')).toHaveTextContent(
      '1 ready · 1 needs a name · 2 not a PDF · 1 duplicate email',
    );
    expect(screen.getByRole('button', { name: 'Import 1 candidate' })).toBeEnabled();
  });

  it('lets the admin fix rows in place, then creates the ready ones', async () => {
    const { provider, user } = setup();
    await user.upload(input(), [pdf('ada.pdf'), pdf('noname.pdf'), pdf('taken.pdf')]);
    await waitFor(() => expect(statusOf('taken.pdf')).toHaveTextContent('Duplicate email'));

    await user.type(screen.getByRole('textbox', { name: 'Name for noname.pdf' }), 'Nora Name');
    expect(statusOf('noname.pdf')).toHaveTextContent('Ready');
    const email = screen.getByRole('textbox', { name: 'Email for taken.pdf' });
    await user.clear(email);
    await user.type(email, 'tom.new@x.test');
    expect(statusOf('taken.pdf')).toHaveTextContent('Ready');

    await user.click(screen.getByRole('button', { name: 'Import 3 candidates' }));
    await waitFor(() => expect(statusOf('taken.pdf')).toHaveTextContent('Created'));
    expect(provider.create).toHaveBeenCalledTimes(3);
    expect(provider.create).toHaveBeenCalledWith('candidates', {
      data: expect.objectContaining({
        name: 'Nora Name',
        email: 'nn@x.test',
        phone: '+1 555 0101',
        resume: expect.objectContaining({ name: 'noname.pdf' }),
      }),
      // where the row hears of a busy server's wait (candidatesImportRetry.test.tsx)
      meta: { onBusyWait: expect.any(Function) },
    });
    expect(await screen.findByText('3 candidates imported')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Name for ada.pdf' })).toBeDisabled();
  });

  it("shows the server's reason for a row it would not create, and keeps the others", async () => {
    // react-admin's data provider logs a failed call
    allowConsoleMessages(/already exists/);
    const { provider, user } = setup();
    provider.create.mockImplementation(((_r: string, params: { data: { email: string } }) =>
      params.data.email === 'ada@x.test'
        ? Promise.reject(
            serverError('Candidate with this email already exists for this admin.', 409),
          )
        : Promise.resolve({ data: { ...params.data, id: 'new' } })) as never);
    await user.upload(input(), [pdf('ada.pdf'), pdf('noname.pdf')]);
    await waitFor(() => expect(statusOf('noname.pdf')).toHaveTextContent('Needs a name'));
    await user.type(screen.getByRole('textbox', { name: 'Name for noname.pdf' }), 'Nora');
    await user.click(screen.getByRole('button', { name: 'Import 2 candidates' }));

    await waitFor(() => expect(statusOf('noname.pdf')).toHaveTextContent('Created'));
    expect(statusOf('ada.pdf')).toHaveTextContent('Duplicate email');
    expect(screen.getByRole('textbox', { name: 'Email for ada.pdf' })).toBeEnabled();
    expect(await screen.findByText('1 candidate imported')).toBeInTheDocument();
  });

  it('against a server that cannot read resumes, the admin types each row in', async () => {
    const { user } = setup({});
    await user.upload(input(), [pdf('any.pdf')]);
    await waitFor(() => expect(statusOf('any.pdf')).toHaveTextContent('Needs a name'));
    await user.type(screen.getByRole('textbox', { name: 'Name for any.pdf' }), 'Any One');
    expect(statusOf('any.pdf')).toHaveTextContent('Needs a phone');
    await user.type(screen.getByRole('textbox', { name: 'Phone for any.pdf' }), '555 0199');
    expect(statusOf('any.pdf')).toHaveTextContent('Ready');
  });

  it('the same email twice in one import: the second row says so', async () => {
    const twin = { name: 'Twin Two', email: 'ADA@x.test', phone: '555 0100', duplicate: false };
    const { user } = setup({ ...PREVIEWS, 'twin.pdf': twin });
    await user.upload(input(), [pdf('ada.pdf'), pdf('twin.pdf')]);
    await waitFor(() => expect(statusOf('twin.pdf')).toHaveTextContent('Duplicate email'));
    expect(statusOf('ada.pdf')).toHaveTextContent('Ready');
  });

  it('asks before closing with resumes not imported', async () => {
    const { onClose, user } = setup();
    await user.upload(input(), [pdf('ada.pdf')]);
    await waitFor(() => expect(statusOf('ada.pdf')).toHaveTextContent('Ready'));
    await user.click(screen.getByRole('button', { name: 'Close' }));
    const question = await screen.findByText('Discard the resumes not imported?');
    expect(onClose).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Discard' }));
    expect(onClose).toHaveBeenCalled();
    expect(question).toBeInTheDocument();
  });

  it('imports the rows of a CSV file in one request, resumes to come later', async () => {
    const { provider, user } = setup();
    const csv = new File(
      [
        'Full Name,E-mail,Mobile,Skills\n',
        'Ana Csv,ana@x.test,+1 555 0100,"Python, SQL"\n',
        'Ben Csv,taken@x.test,555 0101,\n',
        ',nobody@x.test,555 0102,Go\n',
        '\n',
      ],
      'people.csv',
      { type: 'text/csv' },
    );
    await user.upload(input(), [csv]);
    await waitFor(() => expect(statusOf('people.csv, row 2')).toHaveTextContent('Ready'));
    expect(statusOf('people.csv, row 3')).toHaveTextContent('Ready');
    expect(statusOf('people.csv, row 4')).toHaveTextContent('Needs a name');
    expect(provider.candidateImportPreview).not.toHaveBeenCalled();

    await user.click(screen.getByRole('button', { name: 'Import 2 candidates' }));
    await waitFor(() => expect(statusOf('people.csv, row 2')).toHaveTextContent('Created'));
    expect(provider.candidateImportRows).toHaveBeenCalledTimes(1);
    expect(provider.candidateImportRows).toHaveBeenCalledWith([
      { name: 'Ana Csv', email: 'ana@x.test', phone: '+1 555 0100', skills: ['Python', 'SQL'] },
      { name: 'Ben Csv', email: 'taken@x.test', phone: '555 0101', skills: [] },
    ]);
    expect(statusOf('people.csv, row 3')).toHaveTextContent('Duplicate email');
    expect(provider.create).not.toHaveBeenCalled();
    expect(await screen.findByText('1 candidate imported')).toBeInTheDocument();
  });

  it('against a server that cannot import rows without resumes, says so on each row', async () => {
    const { provider, user } = setup();
    provider.candidateImportRows.mockResolvedValueOnce(null);
    const csv = new File(['name,email,phone\nAna Csv,ana@x.test,555 0100\n'], 'p.csv', {
      type: 'text/csv',
    });
    await user.upload(input(), [csv]);
    await waitFor(() => expect(statusOf('p.csv, row 2')).toHaveTextContent('Ready'));
    await user.click(screen.getByRole('button', { name: 'Import 1 candidate' }));
    await waitFor(() =>
      expect(statusOf('p.csv, row 2')).toHaveTextContent(
        'This server cannot import candidates without resumes',
      ),
    );
  });
});
