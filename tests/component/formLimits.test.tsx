// Training, Schedule Interview and Profile know the server's limits before they send anything: the
// inputs carry them (maxLength), a counter shows near the end, the rules are said under the field.
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { AdminProfile } from '../../src/dataProvider/types';
import profile from '../../src/profile';
import { ProfilePage } from '../../src/profile/ProfilePage';
import { ScheduleInterviewDialog } from '../../src/resources/interviews/ScheduleInterviewDialog';
import { TrainingPage } from '../../src/resources/training/TrainingPage';
import { makeProvider } from './fakes/candidates';
import { makeDataProvider as makeGenericProvider } from './fakes/generic';
import { makeDataProvider as makeTrainingProvider } from './fakes/training';
import { makeCandidate } from './fixtures';
import { renderAdmin } from './renderAdmin';
import { ADMIN } from './sessionFixtures';

// 200 question blocks take minutes to render in jsdom: here a set holds 3 (tests/unit/limits.test.ts
// holds the real number to the server's)
vi.mock('../../src/common/limits', async (importOriginal) => {
  const actual = await importOriginal<typeof import('../../src/common/limits')>();
  return { ...actual, LIMITS: { ...actual.LIMITS, trainingQuestions: 3 } };
});

/** sets a long value at once (typing hundreds of characters one by one is slow in jsdom) */
const paste = (input: HTMLElement, value: string) => fireEvent.change(input, { target: { value } });

describe('training popup: the server limits', () => {
  async function openAddForm() {
    const rendered = renderAdmin(<TrainingPage />, {
      dataProvider: makeTrainingProvider({ sets: [] }),
      resource: 'training',
    });
    await rendered.user.click(await screen.findByRole('button', { name: 'Add Training Data' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add New Data' });
    return { ...rendered, dialog };
  }

  it('domain 100 and question 2000 characters, counted near the end', async () => {
    const { dialog } = await openAddForm();
    const domain = within(dialog).getByRole('textbox', { name: /Domain/ });
    expect(domain).toHaveAttribute('maxlength', '100');
    paste(domain, 'd'.repeat(89));
    expect(within(dialog).queryByTestId('length-counter')).not.toBeInTheDocument();
    paste(domain, 'd'.repeat(95));
    expect(domain).toHaveAccessibleDescription('95/100');

    const question = within(dialog).getByRole('textbox', { name: /Question/ });
    expect(question).toHaveAttribute('maxlength', '2000');
    paste(question, 'q'.repeat(2000));
    expect(question).toHaveAccessibleDescription('At most 2,000 characters: 2,000/2,000');
  });

  it('a tag of more than 50 characters stays in the field, marked; 30 tags at most', async () => {
    const { user, dialog } = await openAddForm();
    const tags = within(dialog).getByRole('textbox', { name: 'Tags' });
    paste(tags, 't'.repeat(51));
    expect(tags).toHaveAccessibleDescription('At most 50 characters: 51/50');
    expect(tags).toHaveAttribute('aria-invalid', 'true');
    await user.type(tags, '{Enter}');
    expect(tags).toHaveValue('t'.repeat(51));
    expect(within(dialog).queryByRole('list', { name: 'Tags of question 1' })).toBeNull();

    await user.clear(tags);
    paste(tags, `${Array.from({ length: 30 }, (_, i) => `t${i}`).join(',')},`);
    const list = within(dialog).getByRole('list', { name: 'Tags of question 1' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(30);
    expect(tags).toHaveAccessibleDescription('At most 30 tags for a question');
    await user.type(tags, 'one more{Enter}');
    expect(tags).toHaveValue('one more');
    expect(within(list).getAllByRole('listitem')).toHaveLength(30);
  });

  it('a set holds a limited number of questions: Add question stops there and says why', async () => {
    const { user, dialog } = await openAddForm();
    const add = within(dialog).getByRole('button', { name: 'Add a question' });
    await user.click(add);
    expect(add).toBeEnabled();
    expect(add).not.toHaveAccessibleDescription();
    await user.click(add);
    expect(within(dialog).getAllByRole('region', { name: /^Question \d$/ })).toHaveLength(3);
    expect(add).toBeDisabled();
    expect(add).toHaveAccessibleDescription('At most 3 questions in a set');
    // removing one makes room again
    await user.click(within(dialog).getByRole('button', { name: 'Remove question 3' }));
    expect(add).toBeEnabled();
  });
});

describe('schedule popup: the title', () => {
  it('takes 200 characters; a long name does not make a default title the server refuses', async () => {
    renderAdmin(
      <ScheduleInterviewDialog
        open
        candidate={makeCandidate({ id: 'c1', name: 'N'.repeat(200), skills: [] })}
        onClose={vi.fn()}
      />,
      { dataProvider: makeProvider(), resource: 'candidates' },
    );
    const title = within(screen.getByRole('dialog')).getByLabelText(/Interview title/);
    expect(title).toHaveAttribute('maxlength', '200');
    expect((title as HTMLInputElement).value).toBe(`Interview with ${'N'.repeat(185)}`);
    expect(title).toHaveAccessibleDescription('At most 200 characters: 200/200');
    paste(title, 'Short');
    expect(title).not.toHaveAccessibleDescription();
  });
});

describe('profile form: the server limits', () => {
  const ME: AdminProfile = {
    id: 'admin-1',
    username: 'jane',
    name: 'Jane Doe',
    email: 'jane@example.com',
    phone: '',
    role: 'admin',
  };

  it("name 100, email 254, phone 30 with counters near them; the username's rule", async () => {
    renderAdmin(<ProfilePage />, {
      dataProvider: makeGenericProvider({ getMe: vi.fn(() => Promise.resolve(ME)) }),
      resource: profile,
      layout: true,
      session: { ...ADMIN, username: 'jane' },
    });
    const field = (label: string) =>
      screen.getByLabelText(new RegExp(`^${label}`)) as HTMLInputElement;
    await waitFor(() => expect(field('Name')).toHaveValue('Jane Doe'));
    expect(field('Name')).toHaveAttribute('maxlength', '100');
    expect(field('Email')).toHaveAttribute('maxlength', '254');
    expect(field('Phone')).toHaveAttribute('maxlength', '30');
    expect(field('Username')).toHaveAttribute('maxlength', '50');
    expect(field('Username')).toHaveAccessibleDescription(
      '3 to 50 letters, digits, dots, dashes or underscores',
    );
    expect(field('Name')).not.toHaveAccessibleDescription();
    paste(field('Phone'), '+'.repeat(27));
    expect(field('Phone')).toHaveAccessibleDescription('27/30');
    paste(field('Name'), 'n'.repeat(100));
    expect(field('Name')).toHaveAccessibleDescription('At most 100 characters: 100/100');
  });
});
