import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { CandidateFormDialog } from '../../src/resources/candidates/CandidateFormDialog';
import { allowConsoleMessages } from './consoleGuard';
import { makeProvider, type FakeProvider } from './fakes/candidates';
import { fakeFile, makeCandidate, serverError } from './fixtures';
import { renderAdmin } from './renderAdmin';

// userEvent would filter picked files by the input's accept attribute, as a browser's picker
// does by default; the tests pick "All files" to check the screen's own check.
const setup = () => userEvent.setup({ applyAccept: false });

function renderForm(provider: FakeProvider, candidate?: ReturnType<typeof makeCandidate>) {
  const onClose = vi.fn();
  const utils = renderAdmin(<CandidateFormDialog open candidate={candidate} onClose={onClose} />, {
    dataProvider: provider,
    resource: 'candidates',
    user: setup(),
  });
  return { ...utils, onClose };
}

const dialog = (name = 'Add New Candidate') => screen.getByRole('dialog', { name });
const alertText = () => within(screen.getByRole('dialog')).getByRole('alert').textContent;
const resumeInput = () => screen.getByTestId('resume-input') as HTMLInputElement;
const pdf = (name = 'ada-cv.pdf') => fakeFile(name, 'application/pdf', 20_000);

async function pickSkill(user: ReturnType<typeof setup>, name: string) {
  const input = within(screen.getByRole('dialog')).getByRole('combobox', { name: 'Skills' });
  await user.click(input);
  await user.type(input, name.slice(0, 3));
  await user.click(await screen.findByRole('option', { name }));
}

describe('add candidate popup', () => {
  it('checks name and phone, then a resume, then a skill, then sends', async () => {
    const provider = makeProvider();
    const { user, onClose } = renderForm(provider);
    const form = dialog();
    expect(within(form).getByText('Drag & Drop or Click to Upload (Only PDF files)')).toBeVisible();
    expect(within(form).getByLabelText('Email')).toHaveAttribute('type', 'email');

    await user.click(within(form).getByRole('button', { name: 'Add Candidate' }));
    expect(alertText()).toBe('Please fill all the details');
    // and as a toast
    expect(
      await screen.findByText('Please fill all the details', { selector: '.Toastify__toast' }),
    ).toBeInTheDocument();

    await user.type(within(form).getByLabelText('Name'), 'Ada Lovelace');
    await user.click(within(form).getByRole('button', { name: 'Add Candidate' }));
    expect(alertText()).toBe('Please fill all the details');

    await user.type(within(form).getByLabelText('Phone'), '+44 20 7946 0000');
    await user.click(within(form).getByRole('button', { name: 'Add Candidate' }));
    expect(alertText()).toBe('Please upload a resume');

    await user.upload(resumeInput(), pdf());
    expect(within(form).getByText('ada-cv.pdf')).toBeInTheDocument();
    await user.click(within(form).getByRole('button', { name: 'Add Candidate' }));
    expect(alertText()).toBe('Please add some skills');
    expect(provider.create).not.toHaveBeenCalled();
    // the problems replace one another in a single toast
    expect(
      await screen.findByText('Please add some skills', { selector: '.Toastify__toast' }),
    ).toBeInTheDocument();
    expect(document.querySelectorAll('.Toastify__toast--warning')).toHaveLength(1);

    await user.type(within(form).getByLabelText('Email'), 'ada@example.com');
    await pickSkill(user, 'Python');
    await user.click(within(form).getByRole('button', { name: 'Add Candidate' }));

    await waitFor(() => expect(provider.create).toHaveBeenCalledTimes(1));
    const [resource, params] = provider.create.mock.calls[0]!;
    expect(resource).toBe('candidates');
    expect(params.data).toMatchObject({
      name: 'Ada Lovelace',
      phone: '+44 20 7946 0000',
      email: 'ada@example.com',
      skills: ['Python'],
    });
    expect((params.data as { resume: File }).resume.name).toBe('ada-cv.pdf');
    expect(
      typeof (params as { meta?: { onUploadProgress?: unknown } }).meta?.onUploadProgress,
    ).toBe('function');
    expect(await screen.findByText('User added successfully!')).toBeInTheDocument();
    await waitFor(() => expect(onClose).toHaveBeenCalled());
  });

  it('refuses a file that is not a PDF, picked or dropped, and drops it', async () => {
    const provider = makeProvider();
    const { user } = renderForm(provider);

    await user.upload(resumeInput(), fakeFile('photo.png', 'image/png'));
    expect(alertText()).toBe('Only .pdf files are allowed.');
    expect(screen.queryByText('photo.png')).not.toBeInTheDocument();

    fireEvent.drop(screen.getByTestId('resume-dropzone'), {
      dataTransfer: { files: [fakeFile('notes.txt', 'text/plain')], types: ['Files'] },
    });
    expect(alertText()).toBe('Only .pdf files are allowed.');
    expect(screen.queryByText('notes.txt')).not.toBeInTheDocument();

    fireEvent.drop(screen.getByTestId('resume-dropzone'), {
      dataTransfer: { files: [pdf('dropped.pdf')], types: ['Files'] },
    });
    expect(screen.getByText('dropped.pdf')).toBeInTheDocument();
    expect(within(dialog()).queryByRole('alert')).not.toBeInTheDocument();

    // removing it brings the resume rule back
    await user.click(screen.getByRole('button', { name: 'Remove dropped.pdf' }));
    expect(screen.queryByText('dropped.pdf')).not.toBeInTheDocument();
  });

  it('refuses a PDF over 10 MB before any upload', async () => {
    const provider = makeProvider();
    const { user } = renderForm(provider);
    await user.upload(resumeInput(), fakeFile('huge.pdf', 'application/pdf', 10 * 1024 * 1024 + 1));
    expect(alertText()).toBe('The file is larger than 10 MB. Choose a smaller PDF.');
    expect(screen.queryByText('huge.pdf')).not.toBeInTheDocument();
    expect(provider.create).not.toHaveBeenCalled();
  });

  it("keeps everything typed and shows the server's message when the save fails", async () => {
    // react-admin logs a failed data provider call in development
    allowConsoleMessages(/Candidate with this email already exists/);
    const provider = makeProvider();
    provider.create.mockImplementationOnce(() =>
      Promise.reject(serverError('Candidate with this email already exists for this admin.', 409)),
    );
    const { user, onClose } = renderForm(provider);
    const form = dialog();
    await user.type(within(form).getByLabelText('Name'), 'Ada Lovelace');
    await user.type(within(form).getByLabelText('Phone'), '+44 20 7946 0000');
    await user.type(within(form).getByLabelText('Email'), 'taken@example.com');
    await user.upload(resumeInput(), pdf());
    await pickSkill(user, 'Backend');
    await user.click(within(form).getByRole('button', { name: 'Add Candidate' }));

    await waitFor(() =>
      expect(alertText()).toBe('Candidate with this email already exists for this admin.'),
    );
    expect(onClose).not.toHaveBeenCalled();
    expect(within(form).getByLabelText('Name')).toHaveValue('Ada Lovelace');
    expect(within(form).getByLabelText('Phone')).toHaveValue('+44 20 7946 0000');
    expect(within(form).getByLabelText('Email')).toHaveValue('taken@example.com');
    expect(within(form).getByText('ada-cv.pdf')).toBeInTheDocument();
    expect(within(form).getByRole('button', { name: 'Backend' })).toBeInTheDocument();
    expect(within(form).getByRole('button', { name: 'Add Candidate' })).toBeEnabled();
  });

  it("says 'Something went wrong' when the error has no message", async () => {
    allowConsoleMessages(/^console\.error: Error: ?(\n|$)/);
    const provider = makeProvider();
    provider.create.mockImplementationOnce(() => Promise.reject(new Error('')));
    const { user } = renderForm(provider);
    const form = dialog();
    await user.type(within(form).getByLabelText('Name'), 'Ada');
    await user.type(within(form).getByLabelText('Phone'), '12345');
    await user.upload(resumeInput(), pdf());
    await pickSkill(user, 'Python');
    await user.click(within(form).getByRole('button', { name: 'Add Candidate' }));
    await waitFor(() => expect(alertText()).toBe('Something went wrong'));
  });

  it("reads 'Processing...' and shows the upload's progress while sending", async () => {
    const provider = makeProvider();
    let finish: (value: { data: { id: string } }) => void = () => undefined;
    let progress: (loaded: number, total: number) => void = () => undefined;
    provider.create.mockImplementationOnce((_r: string, params: { meta?: unknown }) => {
      progress = (params.meta as { onUploadProgress: typeof progress }).onUploadProgress;
      return new Promise((resolve) => (finish = resolve));
    });
    const { user } = renderForm(provider);
    const form = dialog();
    await user.type(within(form).getByLabelText('Name'), 'Ada');
    await user.type(within(form).getByLabelText('Phone'), '12345');
    await user.upload(resumeInput(), pdf());
    await pickSkill(user, 'Python');
    await user.click(within(form).getByRole('button', { name: 'Add Candidate' }));

    const busy = await within(form).findByRole('button', { name: 'Processing...' });
    expect(busy).toBeDisabled();
    act(() => progress(5_000, 20_000));
    expect(within(form).getByText('Uploading the resume… 25%')).toBeInTheDocument();
    expect(within(form).getByRole('progressbar')).toHaveAttribute('aria-valuenow', '25');
    await act(async () => finish({ data: { id: 'n1' } }));
    expect(await screen.findByText('User added successfully!')).toBeInTheDocument();
  });
});

describe('edit candidate popup', () => {
  const existing = makeCandidate({
    id: 'c7',
    name: 'Grace Hopper',
    phone: '555-0199',
    email: 'grace@example.com',
    skills: ['Python', 'SQL'],
    resume_url: '/api/resumes/grace.pdf?sig=1',
    profile_summary: '<p>Navy <a href="javascript:alert(1)">admiral</a></p>',
  });

  it('shows the candidate, a locked email and the current resume; sends no email', async () => {
    const provider = makeProvider();
    const { user, onClose } = renderForm(provider, existing);
    const form = dialog('Edit Candidate');
    expect(within(form).getByLabelText('Name')).toHaveValue('Grace Hopper');
    expect(within(form).getByLabelText('Phone')).toHaveValue('555-0199');
    const email = within(form).getByLabelText('Email');
    expect(email).toHaveValue('grace@example.com');
    expect(email).toBeDisabled();
    expect(
      within(form).getByRole('link', { name: 'Link: the current resume, in a new tab' }),
    ).toHaveAttribute('href', '/api/resumes/grace.pdf?sig=1');
    expect(within(form).getByRole('button', { name: 'Python' })).toBeInTheDocument();
    expect(within(form).getByRole('button', { name: 'SQL' })).toBeInTheDocument();

    // the existing resume satisfies the resume rule
    await user.clear(within(form).getByLabelText('Name'));
    await user.type(within(form).getByLabelText('Name'), 'Grace B. Hopper');
    await user.click(within(form).getByRole('button', { name: 'Update Candidate' }));

    await waitFor(() => expect(provider.update).toHaveBeenCalledTimes(1));
    const [resource, params] = provider.update.mock.calls[0]!;
    expect(resource).toBe('candidates');
    expect(params.id).toBe('c7');
    expect(params.data).toMatchObject({
      name: 'Grace B. Hopper',
      phone: '555-0199',
      skills: ['Python', 'SQL'],
    });
    expect(params.data).not.toHaveProperty('email');
    expect(params.data).not.toHaveProperty('resume_url');
    // the unsafe link was removed before editing
    expect(String(params.data.profile_summary)).not.toContain('javascript:');
    expect(await screen.findByText('User updated successfully!')).toBeInTheDocument();
    await waitFor(() => expect(onClose).toHaveBeenCalled());
  });

  it('still asks for a skill when every skill was removed', async () => {
    const provider = makeProvider();
    const { user } = renderForm(provider, { ...existing, skills: [] });
    await user.click(
      within(dialog('Edit Candidate')).getByRole('button', { name: 'Update Candidate' }),
    );
    expect(alertText()).toBe('Please add some skills');
    expect(provider.update).not.toHaveBeenCalled();
  });
});
