import { describe, expect, it } from 'vitest';
import { digitsOnly } from '../../src/settings/digitsOnly';
import {
  addSkill,
  inShownOrder,
  rowsToSkills,
  sameRows,
  setCount,
  withoutSkill,
} from '../../src/settings/skillsDraft';
import { capitalise } from '../../src/resources/training/capitalise';
import {
  addPoint,
  EXPECTED_POINT_LIMITS,
  pointRefusal,
  removePoint,
} from '../../src/resources/training/expectedPointRules';
import { LIMITS } from '../../src/common/limits';
import {
  MAX_EXPECTED_POINT_CHARS,
  MAX_EXPECTED_POINTS,
} from '../../server/src/modules/training/schemas';
import {
  addTag,
  removeTag,
  splitTagInput,
  tagRefusal,
} from '../../src/resources/training/tagRules';
import {
  draftFromSet,
  draftToPayload,
  emptyQuestion,
  isDraftChanged,
  removeQuestion,
  type TrainingDraft,
} from '../../src/resources/training/trainingDraft';
import { validateTrainingForm } from '../../src/resources/training/validateTrainingForm';

describe('tag rules', () => {
  it('adds a trimmed tag', () => {
    expect(addTag([], '  python ')).toEqual(['python']);
    expect(addTag(['a'], 'b')).toEqual(['a', 'b']);
  });

  it('ignores empty tags', () => {
    expect(addTag(['a'], '')).toEqual(['a']);
    expect(addTag(['a'], '   ')).toEqual(['a']);
  });

  it('ignores a tag the question already has, in any case', () => {
    expect(addTag(['Python'], 'python')).toEqual(['Python']);
    expect(addTag(['sql'], ' sql ')).toEqual(['sql']);
  });

  it('does not change the list it is given', () => {
    const tags = ['a'];
    addTag(tags, 'b');
    expect(tags).toEqual(['a']);
  });

  it('removes a tag', () => {
    expect(removeTag(['a', 'b', 'c'], 'b')).toEqual(['a', 'c']);
  });

  it('splits typed text at commas, keeping the part after the last one', () => {
    expect(splitTagInput([], 'sql,')).toEqual({ tags: ['sql'], rest: '' });
    expect(splitTagInput(['a'], ' b , ,A, c')).toEqual({ tags: ['a', 'b'], rest: ' c' });
    expect(splitTagInput([], 'no comma')).toEqual({ tags: [], rest: 'no comma' });
  });

  it("holds to the server's limits: a tag's length and the tags of a question", () => {
    const long = 'x'.repeat(LIMITS.trainingTag + 1);
    expect(addTag([], 'x'.repeat(LIMITS.trainingTag))).toHaveLength(1);
    expect(addTag(['a'], long)).toEqual(['a']);
    expect(tagRefusal(['a'], long)).toBe('long');
    const full = Array.from({ length: LIMITS.trainingTags }, (_, i) => `t${i}`);
    expect(addTag(full, 'one more')).toEqual(full);
    expect(tagRefusal(full, 'one more')).toBe('full');
    // a repeat or an empty tag is no refusal: it is just not added
    expect(tagRefusal(full, 'T0')).toBeNull();
    expect(tagRefusal(['a'], ' ')).toBeNull();
    // what a limit refused stays in the field: nothing typed is lost
    expect(splitTagInput(['a'], `b,${long},c`)).toEqual({ tags: ['a', 'b'], rest: `${long},c` });
  });
});

describe('expected point rules', () => {
  it('adds a trimmed point, commas and all; never an empty or repeated one', () => {
    expect(addPoint([], '  mentions pooling, and limits ')).toEqual([
      'mentions pooling, and limits',
    ]);
    expect(addPoint(['a'], '   ')).toEqual(['a']);
    expect(addPoint(['Uses an index'], 'uses an INDEX')).toEqual(['Uses an index']);
  });

  it('removes a point', () => {
    expect(removePoint(['a', 'b', 'c'], 'b')).toEqual(['a', 'c']);
  });

  it("holds to the server's limits: 10 points of 200 characters", () => {
    const { points: max, pointChars } = EXPECTED_POINT_LIMITS;
    // the server's own numbers, so the two cannot drift apart
    expect([max, pointChars]).toEqual([MAX_EXPECTED_POINTS, MAX_EXPECTED_POINT_CHARS]);
    expect(addPoint([], 'x'.repeat(pointChars))).toHaveLength(1);
    const long = 'x'.repeat(pointChars + 1);
    expect(addPoint(['a'], long)).toEqual(['a']);
    expect(pointRefusal(['a'], long)).toBe('long');
    const full = Array.from({ length: max }, (_, i) => `p${i}`);
    expect(addPoint(full, 'one more')).toEqual(full);
    expect(pointRefusal(full, 'one more')).toBe('full');
    expect(pointRefusal(full, 'P0')).toBeNull();
    expect(pointRefusal(['a'], ' ')).toBeNull();
  });
});

describe('training draft', () => {
  it('starts with one empty question, or the set being edited', () => {
    const fresh = draftFromSet();
    expect(fresh.domain).toBe('');
    expect(fresh.questions).toHaveLength(1);
    expect(fresh.questions[0]).toMatchObject({
      question: '',
      difficulty: '',
      tags: [],
      expected_points: [],
    });

    const edited = draftFromSet({
      id: '1',
      domain: 'backend',
      questions: [{ question: 'Q', difficulty: 'hard', tags: ['x'] }],
    });
    expect(edited.domain).toBe('backend');
    expect(edited.questions[0]).toMatchObject({
      question: 'Q',
      difficulty: 'hard',
      tags: ['x'],
      expected_points: [],
    });
    const withPoints = draftFromSet({
      id: '1',
      domain: 'backend',
      questions: [{ question: 'Q', difficulty: 'hard', tags: ['x'], expected_points: ['p'] }],
    });
    expect(withPoints.questions[0]!.expected_points).toEqual(['p']);
    // a set without questions still gets a block to fill in
    expect(draftFromSet({ id: '2', domain: 'd', questions: [] }).questions).toHaveLength(1);
  });

  it('never removes the last remaining question', () => {
    const one = [emptyQuestion()];
    expect(removeQuestion(one, 0)).toBe(one);
    const three = [emptyQuestion(), emptyQuestion(), emptyQuestion()];
    expect(removeQuestion(three, 1)).toEqual([three[0], three[2]]);
  });

  it('trims texts into the request body', () => {
    const draft: TrainingDraft = {
      domain: '  backend ',
      questions: [
        { key: 1, question: ' Q? ', difficulty: 'easy', tags: ['a'], expected_points: ['p'] },
      ],
    };
    expect(draftToPayload(draft)).toEqual({
      domain: 'backend',
      questions: [{ question: 'Q?', difficulty: 'easy', tags: ['a'], expected_points: ['p'] }],
    });
  });

  it('sees a change in any field, not in block keys', () => {
    const initial = draftFromSet();
    expect(isDraftChanged(initial, { ...initial })).toBe(false);
    expect(
      isDraftChanged(initial, {
        ...initial,
        questions: initial.questions.map((q) => ({ ...q, key: 999 })),
      }),
    ).toBe(false);
    expect(isDraftChanged(initial, { ...initial, domain: 'x' })).toBe(true);
    expect(
      isDraftChanged(initial, { ...initial, questions: [...initial.questions, emptyQuestion()] }),
    ).toBe(true);
    expect(
      isDraftChanged(initial, {
        ...initial,
        questions: initial.questions.map((q) => ({ ...q, expected_points: ['p'] })),
      }),
    ).toBe(true);
  });
});

describe('validateTrainingForm', () => {
  const valid = (): TrainingDraft => ({
    domain: 'backend',
    questions: [{ key: 1, question: 'Q?', difficulty: 'medium', tags: ['a'], expected_points: [] }],
  });

  it('accepts a domain with complete questions', () => {
    expect(validateTrainingForm(valid())).toBeNull();
  });

  it.each<[string, (d: TrainingDraft) => void, object]>([
    ['an empty domain', (d) => (d.domain = '  '), { domain: true }],
    ['an empty question', (d) => (d.questions[0]!.question = ' '), { question: true }],
    ['no difficulty', (d) => (d.questions[0]!.difficulty = ''), { difficulty: true }],
    ['no tag', (d) => (d.questions[0]!.tags = []), { tags: true }],
  ])('refuses %s with "Please fill all the details"', (_name, spoil, problem) => {
    const draft = valid();
    spoil(draft);
    const errors = validateTrainingForm(draft);
    expect(errors?.message).toBe('app.training.fill_all');
    if ('domain' in problem) expect(errors?.domain).toBe(true);
    else expect(errors?.questions[0]).toMatchObject(problem);
  });

  it('refuses a form without questions', () => {
    expect(validateTrainingForm({ domain: 'x', questions: [] })?.message).toBe(
      'app.training.fill_all',
    );
  });

  it('points at the question that misses something', () => {
    const draft = valid();
    draft.questions.push({
      key: 2,
      question: '',
      difficulty: 'easy',
      tags: ['b'],
      expected_points: [],
    });
    const errors = validateTrainingForm(draft)!;
    expect(errors.domain).toBe(false);
    expect(errors.questions).toEqual([
      { question: false, difficulty: false, tags: false },
      { question: true, difficulty: false, tags: false },
    ]);
  });
});

describe('capitalise', () => {
  it('capitalises the first letter only', () => {
    expect(capitalise('backend')).toBe('Backend');
    expect(capitalise('data Science')).toBe('Data Science');
    expect(capitalise('')).toBe('');
  });
});

describe('digitsOnly', () => {
  it('takes digits as a number and empty as empty', () => {
    expect(digitsOnly('0')).toBe(0);
    expect(digitsOnly('42')).toBe(42);
    expect(digitsOnly('007')).toBe(7);
    expect(digitsOnly('')).toBe('');
  });

  it('refuses anything else', () => {
    for (const text of ['-1', '1.5', '1e3', 'a', ' 1', '1 ', '+2', '١']) {
      expect(digitsOnly(text), text).toBeNull();
    }
  });

  it("refuses a count above the server's maximum", () => {
    expect(digitsOnly(String(LIMITS.skillQuestions))).toBe(LIMITS.skillQuestions);
    expect(digitsOnly(String(LIMITS.skillQuestions + 1))).toBeNull();
  });
});

describe('skills draft', () => {
  const rows = [
    { skill: 'Python', num_questions: 5 as number | '' },
    { skill: 'SQL', num_questions: 3 as number | '' },
  ];

  it('Add puts the trimmed skill first', () => {
    expect(addSkill(rows, '  React ', 4)).toEqual({
      rows: [{ skill: 'React', num_questions: 4 }, ...rows],
    });
  });

  it('Add refuses an empty or listed name; in another case it names the listed skill', () => {
    expect(addSkill(rows, '  ', 0)).toEqual({ error: 'app.settings.skill_required' });
    expect(addSkill(rows, ' SQL ', 0)).toEqual({
      error: 'app.settings.skill_duplicate',
      args: { skill: 'SQL' },
    });
    expect(addSkill(rows, 'sql', 0)).toEqual({
      error: 'app.settings.skill_duplicate_case',
      args: { skill: 'sql', existing: 'SQL' },
    });
  });

  it('shows the saved rows in the order they were shown when saved', () => {
    // the server appended Go; the page had it first
    const server = [...rows, { skill: 'Go', num_questions: 0 as number | '' }];
    expect(inShownOrder(server, ['Go', 'Python', 'SQL']).map((r) => r.skill)).toEqual([
      'Go',
      'Python',
      'SQL',
    ]);
    // no order saved yet: the server's; a skill added elsewhere follows; names in any case
    expect(inShownOrder(server, undefined)).toEqual(server);
    expect(inShownOrder(server, ['sql', 'go']).map((r) => r.skill)).toEqual([
      'SQL',
      'Go',
      'Python',
    ]);
  });

  it('changes one count, removes a skill in any case, compares rows', () => {
    const changed = setCount(rows, 'SQL', '');
    expect(changed[1]).toEqual({ skill: 'SQL', num_questions: '' });
    expect(sameRows(rows, changed)).toBe(false);
    expect(sameRows(rows, setCount(rows, 'SQL', 3))).toBe(true);
    expect(withoutSkill(rows, 'python')).toEqual([rows[1]]);
  });

  it('sends an emptied count as 0', () => {
    expect(rowsToSkills(setCount(rows, 'SQL', ''))).toEqual([
      { skill: 'Python', num_questions: 5 },
      { skill: 'SQL', num_questions: 0 },
    ]);
  });
});
