import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { TrainingSet } from '../../src/dataProvider/types';
import { TrainingPage } from '../../src/resources/training/TrainingPage';
import { allowConsoleMessages } from './consoleGuard';
import { makeDataProvider, type FakeDataProvider } from './fakes/training';
import { deferred, findToast, serverError, trainingSet } from './fixtures';
import { renderAdmin } from './renderAdmin';

async function openAddForm(dataProvider: FakeDataProvider = makeDataProvider({ sets: [] })) {
  const rendered = renderAdmin(<TrainingPage />, {
    dataProvider: dataProvider,
    resource: 'training',
  });
  await rendered.user.click(await screen.findByRole('button', { name: 'Add Training Data' }));
  const dialog = await screen.findByRole('dialog', { name: 'Add New Data' });
  return { ...rendered, dialog };
}

const block = (dialog: HTMLElement, number: number) =>
  within(dialog).getByRole('region', { name: `Question ${number}` });

async function chooseDifficulty(user: UserEvent, region: HTMLElement, label: string) {
  await user.click(within(region).getByRole('combobox', { name: /Difficulty/ }));
  await user.click(await screen.findByRole('option', { name: label }));
}

/** The tags shown as chips in a question block. */
const chips = (region: HTMLElement, number: number) => {
  const list = within(region).queryByRole('list', { name: `Tags of question ${number}` });
  return list
    ? within(list)
        .getAllByRole('listitem')
        .map((li) => li.querySelector('.MuiChip-label')?.textContent)
    : [];
};

async function fillQuestion(
  user: UserEvent,
  dialog: HTMLElement,
  number: number,
  values: { question: string; difficulty: string; tags: string },
) {
  const region = block(dialog, number);
  await user.type(within(region).getByRole('textbox', { name: /Question/ }), values.question);
  await chooseDifficulty(user, region, values.difficulty);
  await user.type(within(region).getByRole('textbox', { name: 'Tags' }), values.tags);
}

describe('Training add/edit popup', () => {
  it('has the spec title, Back button, domain placeholder and Submit button', async () => {
    const { dialog } = await openAddForm();
    expect(within(dialog).getByRole('heading', { name: 'Add New Data' })).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Back' })).toBeInTheDocument();
    expect(within(dialog).getByRole('textbox', { name: /Domain/ })).toHaveAttribute(
      'placeholder',
      'Enter domain (e.g., backend)',
    );
    expect(within(dialog).getByRole('button', { name: 'Add a question' })).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Submit' })).toBeEnabled();
    expect(
      within(block(dialog, 1)).getByRole('combobox', { name: /Difficulty/ }),
    ).toHaveTextContent('Select a difficulty');
  });

  describe('tags', () => {
    it('adds a tag on Enter and on comma, trimmed, ignoring empty and repeated ones', async () => {
      const { dialog, user } = await openAddForm();
      const region = block(dialog, 1);
      const input = within(region).getByRole('textbox', { name: 'Tags' });

      await user.type(input, '  python  {Enter}');
      expect(chips(region, 1)).toEqual(['python']);
      expect(input).toHaveValue('');

      await user.type(input, 'sql,');
      expect(chips(region, 1)).toEqual(['python', 'sql']);
      expect(input).toHaveValue('');

      // empty: Enter on nothing, blanks, a lone comma
      await user.type(input, '{Enter}   {Enter},');
      expect(chips(region, 1)).toEqual(['python', 'sql']);

      // repeated within the question, in any case
      await user.type(input, 'Python{Enter} sql ,');
      expect(chips(region, 1)).toEqual(['python', 'sql']);
      expect(input).toHaveValue('');

      // several at once, pasted
      await user.click(input);
      await user.paste('apis, rest ,,graph');
      expect(chips(region, 1)).toEqual(['python', 'sql', 'apis', 'rest']);
      expect(input).toHaveValue('graph');
    });

    it('keeps tags per question: the same tag may be on two questions', async () => {
      const { dialog, user } = await openAddForm();
      await user.click(within(dialog).getByRole('button', { name: 'Add a question' }));
      await user.type(within(block(dialog, 1)).getByRole('textbox', { name: 'Tags' }), 'sql,');
      await user.type(within(block(dialog, 2)).getByRole('textbox', { name: 'Tags' }), 'sql,');
      expect(chips(block(dialog, 1), 1)).toEqual(['sql']);
      expect(chips(block(dialog, 2), 2)).toEqual(['sql']);
    });

    it('removes a tag with its chip', async () => {
      const { dialog, user } = await openAddForm();
      const region = block(dialog, 1);
      await user.type(within(region).getByRole('textbox', { name: 'Tags' }), 'a,b,c,');
      await user.click(within(region).getByTitle('Remove tag b'));
      expect(chips(region, 1)).toEqual(['a', 'c']);
    });

    it('adds what was typed when the tag field is left', async () => {
      const { dialog, user } = await openAddForm();
      const region = block(dialog, 1);
      await user.type(within(region).getByRole('textbox', { name: 'Tags' }), 'graphql');
      await user.click(within(dialog).getByRole('textbox', { name: /Domain/ }));
      expect(chips(region, 1)).toEqual(['graphql']);
    });
  });

  describe('expected points', () => {
    /** The expected points shown as chips in a question block. */
    const points = (region: HTMLElement, number: number) => {
      const list = within(region).queryByRole('list', {
        name: `Expected points of question ${number}`,
      });
      return list
        ? within(list)
            .getAllByRole('listitem')
            .map((li) => li.querySelector('.MuiChip-label')?.textContent)
        : [];
    };
    const pointsField = (region: HTMLElement) =>
      within(region).getByRole('textbox', { name: 'Expected points' });

    it('adds a point on Enter without submitting, commas and all; removes one with its chip', async () => {
      const dataProvider = makeDataProvider({ sets: [] });
      const { dialog, user } = await openAddForm(dataProvider);
      const region = block(dialog, 1);
      const input = pointsField(region);
      expect(input).toHaveAccessibleDescription(
        'Optional, for scoring answers: up to 10 points of up to 200 characters.',
      );

      await user.type(input, '  mentions pooling, and its size  {Enter}');
      expect(points(region, 1)).toEqual(['mentions pooling, and its size']);
      expect(input).toHaveValue('');
      // Enter added the point and did nothing else: no submit, no validation message
      expect(dataProvider.create).not.toHaveBeenCalled();
      expect(within(dialog).queryByText('Please fill all the details')).not.toBeInTheDocument();
      expect(screen.getByRole('dialog', { name: 'Add New Data' })).toBeInTheDocument();

      // empty and repeated (in any case) points are not added
      await user.type(input, '   {Enter}MENTIONS POOLING, AND ITS SIZE{Enter}');
      expect(points(region, 1)).toEqual(['mentions pooling, and its size']);
      // leaving the field adds what was typed
      await user.type(input, 'names a limit');
      await user.click(within(dialog).getByRole('textbox', { name: /Domain/ }));
      expect(points(region, 1)).toEqual(['mentions pooling, and its size', 'names a limit']);

      await user.click(
        within(region).getByTitle('Remove expected point mentions pooling, and its size'),
      );
      expect(points(region, 1)).toEqual(['names a limit']);
    });

    it("holds to the server's limits, in its words", async () => {
      const { dialog, user } = await openAddForm();
      const region = block(dialog, 1);
      const input = pointsField(region);

      await user.click(input);
      await user.paste('x'.repeat(201));
      expect(input).toHaveAttribute('aria-invalid', 'true');
      expect(input).toHaveAccessibleDescription(/An expected point must be at most 200 characters/);
      await user.keyboard('{Enter}');
      expect(points(region, 1)).toEqual([]);
      // what was refused stays in the field
      expect(input).toHaveValue('x'.repeat(201));
      await user.keyboard('{Backspace}{Enter}');
      expect(points(region, 1)).toEqual(['x'.repeat(200)]);
      expect(input).toHaveAttribute('aria-invalid', 'false');

      for (let n = 2; n <= 10; n++) await user.type(input, `point ${n}{Enter}`);
      expect(points(region, 1)).toHaveLength(10);
      expect(input).toHaveAccessibleDescription(
        'Each question can have at most 10 expected points',
      );
      await user.type(input, 'point 11{Enter}');
      expect(points(region, 1)).toHaveLength(10);
      expect(input).toHaveValue('point 11');
      expect(input).toHaveAttribute('aria-invalid', 'true');
    });

    it('sends the points with the set, and edits them', async () => {
      const dataProvider = makeDataProvider({ sets: [] });
      const { dialog, user } = await openAddForm(dataProvider);
      await user.type(within(dialog).getByRole('textbox', { name: /Domain/ }), 'backend');
      await fillQuestion(user, dialog, 1, {
        question: 'Why pool?',
        difficulty: 'Easy',
        tags: 'db,',
      });
      await user.type(pointsField(block(dialog, 1)), 'reuses connections{Enter}caps them{Enter}');
      await user.click(within(dialog).getByRole('button', { name: 'Submit' }));
      expect(await findToast('User added successfully!')).toBeInTheDocument();
      expect(dataProvider.create.mock.calls[0]![1]).toEqual({
        data: {
          domain: 'backend',
          questions: [
            {
              question: 'Why pool?',
              difficulty: 'easy',
              tags: ['db'],
              expected_points: ['reuses connections', 'caps them'],
            },
          ],
        },
      });

      await user.click(await screen.findByRole('button', { name: 'Edit Backend training data' }));
      const edit = await screen.findByRole('dialog', { name: 'Edit Data' });
      expect(points(block(edit, 1), 1)).toEqual(['reuses connections', 'caps them']);
      await user.click(within(block(edit, 1)).getByTitle('Remove expected point caps them'));
      await user.click(within(edit).getByRole('button', { name: 'Update' }));
      expect(await findToast('User updated successfully!')).toBeInTheDocument();
      expect(dataProvider.update.mock.calls[0]![1].data.questions).toEqual([
        {
          question: 'Why pool?',
          difficulty: 'easy',
          tags: ['db'],
          expected_points: ['reuses connections'],
        },
      ]);
    });
  });

  it('never removes the last remaining question', async () => {
    const { dialog, user } = await openAddForm();
    expect(within(dialog).getAllByRole('region')).toHaveLength(1);
    expect(within(dialog).getByRole('button', { name: 'Remove question 1' })).toBeDisabled();

    await user.click(within(dialog).getByRole('button', { name: 'Add a question' }));
    await user.click(within(dialog).getByRole('button', { name: 'Add a question' }));
    expect(within(dialog).getAllByRole('region')).toHaveLength(3);
    await user.type(within(block(dialog, 2)).getByRole('textbox', { name: /Question/ }), 'second');

    await user.click(within(dialog).getByRole('button', { name: 'Remove question 1' }));
    expect(within(dialog).getAllByRole('region')).toHaveLength(2);
    // the blocks renumber; the removed one is gone, not the typed one
    expect(within(block(dialog, 1)).getByRole('textbox', { name: /Question/ })).toHaveValue(
      'second',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Remove question 2' }));
    expect(within(dialog).getAllByRole('region')).toHaveLength(1);
    expect(within(dialog).getByRole('button', { name: 'Remove question 1' })).toBeDisabled();
  });

  describe('validation: "Please fill all the details"', () => {
    const complete = { question: 'What is a join?', difficulty: 'Easy', tags: 'sql,' };
    const cases: Array<[string, (user: UserEvent, dialog: HTMLElement) => Promise<void>]> = [
      ['nothing filled in', async () => undefined],
      [
        'no domain',
        async (user, dialog) => {
          await fillQuestion(user, dialog, 1, complete);
        },
      ],
      [
        'a domain of blanks',
        async (user, dialog) => {
          await user.type(within(dialog).getByRole('textbox', { name: /Domain/ }), '   ');
          await fillQuestion(user, dialog, 1, complete);
        },
      ],
      [
        'no question text',
        async (user, dialog) => {
          await user.type(within(dialog).getByRole('textbox', { name: /Domain/ }), 'backend');
          await fillQuestion(user, dialog, 1, { ...complete, question: '   ' });
        },
      ],
      [
        'no difficulty',
        async (user, dialog) => {
          await user.type(within(dialog).getByRole('textbox', { name: /Domain/ }), 'backend');
          const region = block(dialog, 1);
          await user.type(within(region).getByRole('textbox', { name: /Question/ }), 'Why?');
          await user.type(within(region).getByRole('textbox', { name: 'Tags' }), 'sql,');
        },
      ],
      [
        'no tag',
        async (user, dialog) => {
          await user.type(within(dialog).getByRole('textbox', { name: /Domain/ }), 'backend');
          await fillQuestion(user, dialog, 1, { ...complete, tags: ' , ' });
        },
      ],
      [
        'a second question left empty',
        async (user, dialog) => {
          await user.type(within(dialog).getByRole('textbox', { name: /Domain/ }), 'backend');
          await fillQuestion(user, dialog, 1, complete);
          await user.click(within(dialog).getByRole('button', { name: 'Add a question' }));
        },
      ],
    ];

    it.each(cases)('refuses %s and sends nothing', async (_name, fill) => {
      const dataProvider = makeDataProvider({ sets: [] });
      const { dialog, user } = await openAddForm(dataProvider);
      await fill(user, dialog);
      await user.click(within(dialog).getByRole('button', { name: 'Submit' }));
      expect(within(dialog).getByText('Please fill all the details')).toBeInTheDocument();
      expect(dataProvider.create).not.toHaveBeenCalled();
      expect(screen.getByRole('dialog', { name: 'Add New Data' })).toBeInTheDocument();
    });

    it('marks the missing fields and clears the message once fixed', async () => {
      const { dialog, user } = await openAddForm();
      await user.click(within(dialog).getByRole('button', { name: 'Submit' }));
      const domain = within(dialog).getByRole('textbox', { name: /Domain/ });
      expect(domain).toHaveAttribute('aria-invalid', 'true');
      await user.type(domain, 'backend');
      expect(domain).toHaveAttribute('aria-invalid', 'false');
      await fillQuestion(user, dialog, 1, complete);
      expect(within(dialog).queryByText('Please fill all the details')).not.toBeInTheDocument();
    });
  });

  it('creates a set: Submit is disabled while it runs, then the list reloads and selects it', async () => {
    const dataProvider = makeDataProvider({ sets: [trainingSet()] });
    const gate = deferred<void>();
    const create = dataProvider.create.getMockImplementation()!;
    dataProvider.create.mockImplementationOnce(async (...args) => {
      await gate.promise;
      return create(...args);
    });
    const { dialog, user } = await openAddForm(dataProvider);

    await user.type(within(dialog).getByRole('textbox', { name: /Domain/ }), '  devops ');
    await fillQuestion(user, dialog, 1, {
      question: ' What is a container? ',
      difficulty: 'Medium',
      tags: 'docker, linux,',
    });
    await user.click(within(dialog).getByRole('button', { name: 'Add a question' }));
    await fillQuestion(user, dialog, 2, {
      question: 'Blue-green deploys?',
      difficulty: 'Hard',
      tags: 'cd{Enter}',
    });
    await user.click(within(dialog).getByRole('button', { name: 'Submit' }));

    expect(within(dialog).getByRole('button', { name: 'Submit' })).toBeDisabled();
    gate.resolve();

    expect(await findToast('User added successfully!')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(dataProvider.create.mock.calls[0]![1]).toEqual({
      data: {
        domain: 'devops',
        questions: [
          {
            question: 'What is a container?',
            difficulty: 'medium',
            tags: ['docker', 'linux'],
            expected_points: [],
          },
          {
            question: 'Blue-green deploys?',
            difficulty: 'hard',
            tags: ['cd'],
            expected_points: [],
          },
        ],
      },
    });
    // the new set is selected even though it is not the first button
    const card = await screen.findByRole('article', { name: 'Devops' });
    expect(card).toHaveTextContent('What is a container?');
    expect(screen.getByRole('button', { name: 'Devops' })).toHaveAttribute('aria-pressed', 'true');
    expect(dataProvider.getList).toHaveBeenCalledTimes(2);
  });

  it.each([
    ['the server msg', serverError('Domain is required'), 'Domain is required'],
    ['"Something went wrong" without a msg', new Error(''), 'Something went wrong'],
  ])('on failure shows %s and keeps what was typed', async (_name, error, shown) => {
    allowConsoleMessages(/Saving the training data failed/, /new HttpError|Error: \n/);
    const dataProvider = makeDataProvider({
      sets: [],
      overrides: { create: () => Promise.reject(error) },
    });
    const { dialog, user } = await openAddForm(dataProvider);
    await user.type(within(dialog).getByRole('textbox', { name: /Domain/ }), 'backend');
    await fillQuestion(user, dialog, 1, { question: 'Q?', difficulty: 'Easy', tags: 'x,' });
    await user.click(within(dialog).getByRole('button', { name: 'Submit' }));

    expect(await findToast(shown)).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Add New Data' })).toBeInTheDocument();
    expect(within(dialog).getByRole('textbox', { name: /Domain/ })).toHaveValue('backend');
    expect(within(block(dialog, 1)).getByRole('textbox', { name: /Question/ })).toHaveValue('Q?');
    expect(chips(block(dialog, 1), 1)).toEqual(['x']);
    expect(within(dialog).getByRole('button', { name: 'Submit' })).toBeEnabled();
  });

  it('edits a set: prefilled, Update, the update call and its message', async () => {
    const set: TrainingSet = trainingSet();
    const dataProvider = makeDataProvider({ sets: [set] });
    const { user } = renderAdmin(<TrainingPage />, {
      dataProvider: dataProvider,
      resource: 'training',
    });
    await user.click(await screen.findByRole('button', { name: 'Edit Backend training data' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Data' });

    expect(within(dialog).getByRole('textbox', { name: /Domain/ })).toHaveValue('backend');
    expect(within(dialog).getAllByRole('region')).toHaveLength(3);
    expect(
      within(block(dialog, 3)).getByRole('combobox', { name: /Difficulty/ }),
    ).toHaveTextContent('Hard');
    expect(chips(block(dialog, 1), 1)).toEqual(['sql', 'databases']);

    await user.click(within(dialog).getByRole('button', { name: 'Remove question 2' }));
    const question = within(block(dialog, 1)).getByRole('textbox', { name: /Question/ });
    await user.clear(question);
    await user.type(question, 'What is a B-tree index?');
    await user.click(within(dialog).getByRole('button', { name: 'Update' }));

    expect(await findToast('User updated successfully!')).toBeInTheDocument();
    expect(dataProvider.update).toHaveBeenCalledWith('training', {
      id: 'set-1',
      previousData: set,
      data: {
        domain: 'backend',
        questions: [
          {
            question: 'What is a B-tree index?',
            difficulty: 'easy',
            tags: ['sql', 'databases'],
            expected_points: [],
          },
          {
            question: 'Design a rate limiter.',
            difficulty: 'hard',
            tags: ['design', 'scaling'],
            expected_points: [],
          },
        ],
      },
    });
    const card = await screen.findByRole('article', { name: 'Backend' });
    await waitFor(() => expect(card).toHaveTextContent('What is a B-tree index?'));
    expect(card).not.toHaveTextContent('Explain CAP.');
  });

  describe('closing', () => {
    const backdrop = () => document.querySelector('.MuiDialog-container') as HTMLElement;

    it('closes on a click outside when nothing was typed', async () => {
      const { user } = await openAddForm();
      await user.click(backdrop());
      await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    });

    it('asks before discarding what was typed (click outside, Escape, Back)', async () => {
      const { dialog, user } = await openAddForm();
      await user.type(within(dialog).getByRole('textbox', { name: /Domain/ }), 'backend');

      await user.click(backdrop());
      const ask = await screen.findByRole('dialog', { name: 'Discard your changes?' });
      expect(ask).toHaveTextContent('What you typed in this form will be lost.');
      await user.click(within(ask).getByRole('button', { name: 'Keep editing' }));
      await waitFor(() =>
        expect(screen.queryByRole('dialog', { name: 'Discard your changes?' })).toBeNull(),
      );
      expect(within(dialog).getByRole('textbox', { name: /Domain/ })).toHaveValue('backend');

      fireEvent.keyDown(within(dialog).getByRole('textbox', { name: /Domain/ }), {
        key: 'Escape',
      });
      expect(await screen.findByRole('dialog', { name: 'Discard your changes?' })).toBeVisible();
      await user.click(screen.getByRole('button', { name: 'Keep editing' }));
      await waitFor(() =>
        expect(screen.queryByRole('dialog', { name: 'Discard your changes?' })).toBeNull(),
      );

      await user.click(within(dialog).getByRole('button', { name: 'Back' }));
      await user.click(
        within(await screen.findByRole('dialog', { name: 'Discard your changes?' })).getByRole(
          'button',
          { name: 'Discard' },
        ),
      );
      await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

      // reopened, the form is empty again
      await user.click(screen.getByRole('button', { name: 'Add Training Data' }));
      const again = await screen.findByRole('dialog', { name: 'Add New Data' });
      expect(within(again).getByRole('textbox', { name: /Domain/ })).toHaveValue('');
    });

    it('Back closes at once when nothing changed in an edit', async () => {
      const { user } = renderAdmin(<TrainingPage />, {
        dataProvider: makeDataProvider({ sets: [trainingSet()] }),
        resource: 'training',
      });
      await user.click(await screen.findByRole('button', { name: 'Edit Backend training data' }));
      const dialog = await screen.findByRole('dialog', { name: 'Edit Data' });
      await user.click(within(dialog).getByRole('button', { name: 'Back' }));
      await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    });
  });
});
