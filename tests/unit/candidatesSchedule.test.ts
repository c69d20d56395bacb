import { describe, expect, it } from 'vitest';
import {
  DEFAULT_QUESTIONS,
  defaultQuestionCount,
  matchSkills,
  parseDateTimeLocal,
  toDateTimeLocal,
  validateSchedule,
  chosenTimeZone,
} from '../../src/resources/interviews/scheduleInterview';

const ADMIN_SKILLS = [
  { skill: 'Backend', num_questions: 5 },
  { skill: 'Python', num_questions: 3 },
  { skill: 'SQL', num_questions: 2 },
  { skill: 'Communication', num_questions: 0 },
];

describe('default number of questions', () => {
  it("sums the admin's counts over the candidate's skills, in any case, once each", () => {
    expect(defaultQuestionCount(['Backend', 'python', 'SQL'], ADMIN_SKILLS)).toBe(10);
    expect(defaultQuestionCount(['Python', 'PYTHON'], ADMIN_SKILLS)).toBe(3);
  });

  it("ignores skills the admin lacks and falls back to the server's default on 0", () => {
    expect(defaultQuestionCount(['Python', 'Rust'], ADMIN_SKILLS)).toBe(3);
    expect(defaultQuestionCount(['Communication'], ADMIN_SKILLS)).toBe(DEFAULT_QUESTIONS);
    expect(defaultQuestionCount([], ADMIN_SKILLS)).toBe(DEFAULT_QUESTIONS);
    expect(defaultQuestionCount(undefined, [])).toBe(DEFAULT_QUESTIONS);
  });

  it('caps at the server maximum', () => {
    expect(
      defaultQuestionCount(
        ['A', 'B'],
        [
          { skill: 'A', num_questions: 80 },
          { skill: 'B', num_questions: 80 },
        ],
      ),
    ).toBe(100);
  });

  it('lists the skills the admin does not have', () => {
    expect(matchSkills(['Python', 'Rust', ' rust ', ''], ADMIN_SKILLS)).toEqual({
      matched: [{ skill: 'Python', num_questions: 3 }],
      unknown: ['Rust'],
    });
  });
});

describe('datetime-local values', () => {
  it('round-trips a local date', () => {
    const date = new Date(2030, 2, 5, 15, 7);
    expect(toDateTimeLocal(date)).toBe('2030-03-05T15:07');
    expect(parseDateTimeLocal('2030-03-05T15:07')?.getTime()).toBe(date.getTime());
    expect(parseDateTimeLocal('2030-03-05T15:07:30')?.getSeconds()).toBe(30);
  });

  it('refuses malformed and impossible values', () => {
    for (const value of [
      '',
      '2030-03-05',
      '2030-02-31T10:00',
      '2030-03-05T25:00',
      'tomorrow',
      null,
    ]) {
      expect(parseDateTimeLocal(value)).toBeNull();
    }
  });
});

describe('validateSchedule', () => {
  const now = new Date(2030, 0, 1, 12, 0);
  const ok = {
    title: 'Backend interview',
    when: '2030-01-02T09:30',
    agent_voice: 'ash',
    num_questions: '8',
    time_zone: '',
  };

  it('accepts a complete, future interview', () => {
    expect(validateSchedule(ok, now)).toBeNull();
  });

  it('needs a title, a date and time in the future, and 1 to 100 questions', () => {
    expect(validateSchedule({ ...ok, title: ' ' }, now)).toBe(
      'app.schedule_interview.title_required',
    );
    expect(validateSchedule({ ...ok, when: '' }, now)).toBe('app.schedule_interview.time_required');
    expect(validateSchedule({ ...ok, when: '2030-01-01T12:00' }, now)).toBe(
      'app.schedule_interview.time_past',
    );
    expect(validateSchedule({ ...ok, when: '2029-12-31T23:59' }, now)).toBe(
      'app.schedule_interview.time_past',
    );
    for (const n of ['0', '101', '2.5', '', '-3', 'ten']) {
      expect(validateSchedule({ ...ok, num_questions: n }, now)).toBe(
        'app.schedule_interview.questions_invalid',
      );
    }
    expect(validateSchedule({ ...ok, num_questions: '100' }, now)).toBeNull();
  });

  it('takes no count for many candidates (each their own), but still a valid one', () => {
    const many = { questionsOptional: true };
    expect(validateSchedule({ ...ok, num_questions: ' ' }, now, many)).toBeNull();
    expect(validateSchedule({ ...ok, num_questions: '0' }, now, many)).toBe(
      'app.schedule_interview.questions_invalid',
    );
    expect(validateSchedule({ ...ok, title: '' }, now, many)).toBe(
      'app.schedule_interview.title_required',
    );
  });
});

describe('chosenTimeZone', () => {
  it('gives time_zone only when one was chosen', () => {
    expect(chosenTimeZone({ time_zone: 'Europe/Paris' })).toEqual({ time_zone: 'Europe/Paris' });
    expect(chosenTimeZone({ time_zone: '' })).toEqual({});
    expect(chosenTimeZone({ time_zone: '  ' })).toEqual({});
  });
});
