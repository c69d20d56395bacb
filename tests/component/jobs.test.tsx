import { screen, waitFor, within } from '@testing-library/react';
import type { GetListParams } from 'ra-core';
import { describe, expect, it, vi } from 'vitest';
import { ResourceRoutes } from '../../src/layout/ResourceRoutes';
import jobs from '../../src/resources/jobs';
import type { Job } from '../../src/resources/jobs/jobChoices';
import { JobCreate } from '../../src/resources/jobs/JobCreate';
import { JobEdit } from '../../src/resources/jobs/JobEdit';
import { JobList } from '../../src/resources/jobs/JobList';
import { allowConsoleMessages } from './consoleGuard';
import { makeDataProvider } from './fakes/generic';
import { serverError } from './fixtures';
import { renderAdmin } from './renderAdmin';

const at = (d: number, h = 9) => new Date(2025, 2, d, h, 30).toISOString();

const JOBS: Job[] = [
  {
    id: 'j1',
    title: 'Frontend Engineer',
    department: 'Product',
    description: 'Builds the console',
    required_skills: ['React', 'TypeScript', 'CSS', 'Accessibility', 'Vite'],
    status: 'open',
    created_at: at(1),
    updated_at: at(5, 15),
  },
  {
    id: 'j2',
    title: 'Data Scientist',
    department: 'Research',
    description: 'Models',
    required_skills: ['Python'],
    status: 'closed',
    created_at: at(2),
    updated_at: at(4),
  },
  {
    id: 'j3',
    title: 'Product Designer',
    department: '',
    description: '',
    required_skills: [],
    status: 'open',
    created_at: at(3),
    updated_at: at(3),
  },
];

/** The jobs resource in memory, filtered by q and status like the reference server. */
function jobsProvider(initial: Job[] = JOBS, overrides: Record<string, unknown> = {}) {
  let jobs = [...initial];
  const getList = vi.fn((_resource: string, params: GetListParams) => {
    const filter = params.filter ?? {};
    const q = typeof filter.q === 'string' ? filter.q.toLowerCase() : '';
    const data = jobs.filter(
      (j) =>
        (!q || [j.title, j.department, j.description].some((f) => f.toLowerCase().includes(q))) &&
        (!filter.status || j.status === filter.status),
    );
    return Promise.resolve({ data, total: data.length });
  });
  return makeDataProvider({
    getList,
    getOne: vi.fn((_r: string, { id }: { id: string }) => {
      const job = jobs.find((j) => j.id === id);
      return job
        ? Promise.resolve({ data: job })
        : Promise.reject(serverError('Job not found', 404));
    }),
    create: vi.fn((_r: string, { data }: { data: Partial<Job> }) => {
      const job = { ...data, id: 'new-1', created_at: at(9), updated_at: at(9) } as Job;
      jobs = [job, ...jobs];
      return Promise.resolve({ data: job });
    }),
    update: vi.fn((_r: string, { id, data }: { id: string; data: Partial<Job> }) => {
      jobs = jobs.map((j) => (j.id === id ? ({ ...j, ...data } as Job) : j));
      return Promise.resolve({ data: jobs.find((j) => j.id === id) });
    }),
    delete: vi.fn((_r: string, { id }: { id: string }) => {
      const job = jobs.find((j) => j.id === id);
      jobs = jobs.filter((j) => j.id !== id);
      return Promise.resolve({ data: job });
    }),
    ...overrides,
  });
}

const JOBS_SCREENS = { ...jobs, list: JobList, create: JobCreate, edit: JobEdit };

function renderJobs(url: string, dataProvider = jobsProvider()) {
  return {
    // the screens loaded up front, so that moving from list to form does not wait for a chunk
    ...renderAdmin(<ResourceRoutes resource={JOBS_SCREENS} />, {
      dataProvider,
      url,
      resource: jobs,
      layout: true,
    }),
    dataProvider,
  };
}

// the debounced search refetches after 500 ms; a loaded 2-core CI machine needs far longer to show it
const SLOW = { timeout: 10_000 };
const rows = () => screen.getAllByRole('row').slice(1);
const titles = () => rows().map((r) => within(r).getAllByRole('cell')[1]?.textContent);
const location = () => screen.getByTestId('location');

// the list filter is debounced and the forms are long: give the machine time
describe('Jobs Target', { timeout: 45000 }, () => {
  it('lists jobs with department, skill chips, status and update time', async () => {
    renderJobs('/jobs-target');
    await waitFor(() => expect(rows()).toHaveLength(3));
    const headers = screen.getAllByRole('columnheader').map((h) => h.textContent);
    expect(headers).toEqual(
      expect.arrayContaining(['Title', 'Department', 'Required skills', 'Status', 'Updated']),
    );
    const first = within(rows()[0]!);
    expect(first.getByRole('link', { name: 'Frontend Engineer' })).toHaveAttribute(
      'href',
      '/jobs-target/j1',
    );
    expect(first.getByText('Product')).toBeVisible();
    for (const skill of ['React', 'TypeScript', 'CSS'])
      expect(first.getByText(skill)).toBeVisible();
    expect(first.queryByText('Vite')).not.toBeInTheDocument();
    expect(first.getByLabelText('2 more skills')).toHaveTextContent('+2');
    expect(first.getByText('Open')).toBeVisible();
    expect(first.getByText('5 Mar 2025, 3:30pm')).toBeVisible();
    expect(within(rows()[1]!).getByText('Closed')).toBeVisible();
  });

  it('searches and filters by status through the list filter', async () => {
    const { user, dataProvider } = renderJobs('/jobs-target');
    await waitFor(() => expect(rows()).toHaveLength(3));

    await user.type(screen.getByLabelText('Search jobs'), 'product');
    // the search is debounced
    await waitFor(() => expect(titles()).toEqual(['Frontend Engineer', 'Product Designer']), SLOW);
    expect(dataProvider.getList).toHaveBeenLastCalledWith(
      'jobs',
      expect.objectContaining({ filter: { q: 'product' } }),
    );

    await user.click(screen.getByRole('combobox', { name: /Status/ }));
    await user.click(await screen.findByRole('option', { name: 'Closed' }));
    await waitFor(
      () => expect(screen.getByText('No job matches these filters')).toBeVisible(),
      SLOW,
    );
    expect(dataProvider.getList).toHaveBeenLastCalledWith(
      'jobs',
      expect.objectContaining({ filter: { q: 'product', status: 'closed' } }),
    );

    await user.clear(screen.getByLabelText('Search jobs'));
    await waitFor(() => expect(titles()).toEqual(['Data Scientist']), SLOW);

    await user.click(screen.getByRole('combobox', { name: /Status/ }));
    await user.click(await screen.findByRole('option', { name: 'Open' }));
    await waitFor(() => expect(titles()).toEqual(['Frontend Engineer', 'Product Designer']));
    await user.type(screen.getByLabelText('Search jobs'), 'nothing like this');
    await user.click(await screen.findByRole('button', { name: 'Clear the filters' }, SLOW));
    await waitFor(() => expect(rows()).toHaveLength(3));
  });

  it('invites to create the first job when there is none', async () => {
    const { user } = renderJobs('/jobs-target', jobsProvider([]));
    expect(await screen.findByText('No job targets yet')).toBeVisible();
    await user.click(screen.getByRole('link', { name: 'New job' }));
    expect(location()).toHaveTextContent('/jobs-target/create');
  });

  it('creates a job: title required, skills chosen or typed, status', async () => {
    const { user, dataProvider } = renderJobs('/jobs-target');
    await waitFor(() => expect(rows()).toHaveLength(3));
    await user.click(screen.getAllByRole('link', { name: 'New job' })[0]!);
    expect(location()).toHaveTextContent('/jobs-target/create');
    expect(await screen.findByRole('heading', { name: 'New job' })).toBeVisible();

    // a title typed and removed again: the form says it is required and sends nothing
    await user.type(screen.getByLabelText(/^Title/), 'x');
    await user.clear(screen.getByLabelText(/^Title/));
    await user.click(screen.getByRole('button', { name: 'Save job' }));
    expect(await screen.findByText('Required')).toBeVisible();
    expect(dataProvider.create).not.toHaveBeenCalled();

    await user.type(screen.getByLabelText(/^Title/), 'Platform Engineer');
    await user.type(screen.getByLabelText('Department'), 'Infrastructure');
    await user.type(screen.getByLabelText('Description'), 'Runs the platform.{enter}On call.');
    const skills = screen.getByLabelText('Required skills');
    await user.click(skills);
    await user.click(await screen.findByRole('option', { name: 'Python' }));
    await user.type(skills, 'Kubernetes');
    await user.click(await screen.findByRole('option', { name: 'Add skill “Kubernetes”' }));
    await user.click(screen.getByRole('radio', { name: 'Closed' }));
    await user.click(screen.getByRole('button', { name: 'Save job' }));

    await waitFor(() => expect(dataProvider.create).toHaveBeenCalledTimes(1));
    expect(dataProvider.create).toHaveBeenCalledWith(
      'jobs',
      expect.objectContaining({
        data: {
          title: 'Platform Engineer',
          department: 'Infrastructure',
          description: 'Runs the platform.\nOn call.',
          required_skills: ['Python', 'Kubernetes'],
          status: 'closed',
        },
      }),
    );
    expect(await screen.findByText('Job created')).toBeVisible();
    await waitFor(() => expect(location()).toHaveTextContent(/^\/jobs-target$/));
    await waitFor(() => expect(titles()).toContain('Platform Engineer'));
  });

  it('keeps what was typed when the server refuses the job', async () => {
    allowConsoleMessages(/Title must be at most/);
    const create = vi.fn(() => Promise.reject(serverError('Title must be at most 200 characters')));
    const { user } = renderJobs('/jobs-target/create', jobsProvider(JOBS, { create }));
    await user.type(await screen.findByLabelText(/^Title/), 'Too long, says the server');
    await user.click(screen.getByRole('button', { name: 'Save job' }));
    expect(await screen.findByText('Title must be at most 200 characters')).toBeVisible();
    expect(location()).toHaveTextContent('/jobs-target/create');
    expect(screen.getByLabelText(/^Title/)).toHaveValue('Too long, says the server');
  });

  it('knows the server’s limits before saving: typed up to them, counted near them', async () => {
    const long = (n: number) => 'x'.repeat(n);
    const many = Array.from({ length: 51 }, (_, i) => `Skill ${i}`);
    const job: Job = { ...JOBS[0]!, title: long(195), required_skills: many };
    const { user, dataProvider } = renderJobs('/jobs-target/j1', jobsProvider([job]));
    const title = await screen.findByLabelText(/^Title/);
    expect(title).toHaveAttribute('maxlength', '200');
    expect(screen.getByLabelText('Department')).toHaveAttribute('maxlength', '200');
    expect(screen.getByLabelText('Description')).toHaveAttribute('maxlength', '20000');
    // a counter from the last tenth before the limit, and what the limit is once reached
    expect(screen.getByText('195/200')).toBeVisible();
    await user.type(title, 'abcdefgh');
    expect(title).toHaveValue(long(195) + 'abcde');
    expect(screen.getByText('At most 200 characters: 200/200')).toBeVisible();

    // more required skills than the server takes: said on Save, nothing sent
    await user.click(screen.getByRole('button', { name: 'Save job' }));
    expect(await screen.findByText('At most 50 required skills')).toBeVisible();
    expect(dataProvider.update).not.toHaveBeenCalled();
  });

  it('edits a job and returns to the list', async () => {
    const { user, dataProvider } = renderJobs('/jobs-target');
    await waitFor(() => expect(rows()).toHaveLength(3));
    await user.click(within(rows()[1]!).getByRole('link', { name: 'Data Scientist' }));
    expect(location()).toHaveTextContent('/jobs-target/j2');
    expect(await screen.findByRole('heading', { name: 'Edit job: Data Scientist' })).toBeVisible();
    const title = screen.getByLabelText(/^Title/);
    expect(title).toHaveValue('Data Scientist');
    expect(screen.getByRole('radio', { name: 'Closed' })).toBeChecked();
    expect(screen.getByRole('button', { name: 'Python' })).toBeVisible();

    await user.clear(title);
    await user.type(title, 'Senior Data Scientist');
    await user.click(screen.getByRole('radio', { name: 'Open' }));
    await user.click(screen.getByRole('button', { name: 'Save job' }));
    await waitFor(() => expect(dataProvider.update).toHaveBeenCalledTimes(1));
    expect(dataProvider.update).toHaveBeenCalledWith(
      'jobs',
      expect.objectContaining({
        id: 'j2',
        data: expect.objectContaining({ title: 'Senior Data Scientist', status: 'open' }),
      }),
    );
    expect(await screen.findByText('Job updated')).toBeVisible();
    await waitFor(() => expect(location()).toHaveTextContent(/^\/jobs-target$/));
    await waitFor(() => expect(titles()).toContain('Senior Data Scientist'));
  });

  it('keeps a typed title when the job arrives again from the server meanwhile', async () => {
    let server = JOBS[1]!;
    const dataProvider = jobsProvider(JOBS, {
      getOne: vi.fn(() => Promise.resolve({ data: server })),
    });
    const { user, queryClient } = renderJobs('/jobs-target/j2', dataProvider);
    const title = await screen.findByLabelText(/^Title/);
    await waitFor(() => expect(title).toHaveValue('Data Scientist'));
    await user.clear(title);
    await user.type(title, 'Lead Data Scientist');
    // someone else changed the description; the edit screen's query is fetched again
    server = { ...server, description: 'Models and forecasts' };
    await queryClient.invalidateQueries();
    await waitFor(() =>
      expect(screen.getByLabelText(/^Description/)).toHaveValue('Models and forecasts'),
    );
    expect(title).toHaveValue('Lead Data Scientist');
  });

  it('shows the job as it is now on Reload after a save refused because someone changed it', async () => {
    allowConsoleMessages(/HttpError/);
    let server = JOBS[1]!;
    const dataProvider = jobsProvider(JOBS, {
      getOne: vi.fn(() => Promise.resolve({ data: server })),
      update: vi.fn(() =>
        Promise.reject(
          serverError('This record was changed by someone else. Reload to see the changes.', 412),
        ),
      ),
    });
    const { user } = renderJobs('/jobs-target/j2', dataProvider);
    const title = await screen.findByLabelText(/^Title/);
    await waitFor(() => expect(title).toHaveValue('Data Scientist'));
    await user.clear(title);
    await user.type(title, 'Senior Data Scientist');
    server = { ...server, title: 'Lead Data Scientist' };
    await user.click(screen.getByRole('button', { name: 'Save job' }));
    const reload = await screen.findByRole('button', { name: 'Reload' });
    // refused, what was typed stays until Reload is asked for
    expect(screen.getByLabelText(/^Title/)).toHaveValue('Senior Data Scientist');
    await user.click(reload);
    await waitFor(() => expect(screen.getByLabelText(/^Title/)).toHaveValue('Lead Data Scientist'));
  });

  it('deletes a job after confirmation', async () => {
    const { user, dataProvider } = renderJobs('/jobs-target/j3');
    expect(
      await screen.findByRole('heading', { name: 'Edit job: Product Designer' }),
    ).toBeVisible();
    await user.click(await screen.findByRole('button', { name: 'Delete' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('The job is removed for good.');
    expect(dataProvider.delete).not.toHaveBeenCalled();
    await user.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    await waitFor(() =>
      expect(dataProvider.delete).toHaveBeenCalledWith(
        'jobs',
        expect.objectContaining({ id: 'j3' }),
      ),
    );
    expect(await screen.findByText('Job deleted')).toBeVisible();
    await waitFor(() => expect(location()).toHaveTextContent(/^\/jobs-target$/));
    await waitFor(() => expect(titles()).toEqual(['Frontend Engineer', 'Data Scientist']));
  });
});
