// The console's limits (src/common/limits.ts) against the reference server's own code: each limit is
// taken by the server at its value and refused one past it, so the two cannot drift apart.
import { Value } from '@sinclair/typebox/value';
import { TypeRegistry, type TSchema } from '@sinclair/typebox';
import { describe, expect, it } from 'vitest';
import { USERNAME_PATTERN as SERVER_USERNAME } from '../../server/src/config';
import { MAX_SUMMARY_CHARS } from '../../server/src/lib/sanitize';
import { CandidateListQueryString } from '../../server/src/modules/candidates/schemas';
import { createInput } from '../../server/src/modules/candidates/validation';
import {
  CreateBody,
  ListQuery as InterviewListQuery,
  MAX_NUM_QUESTIONS,
  UpdateBody as InterviewUpdateBody,
} from '../../server/src/modules/interviews/schemas';
import {
  EMAIL_PATTERN as SERVER_ADMIN_EMAIL,
  MAX_EMAIL_CHARS,
  MAX_NAME_CHARS,
  MAX_PHONE_CHARS,
  MIN_PASSWORD,
} from '../../server/src/modules/profile/service';
import { JobBody } from '../../server/src/modules/jobs/schemas';
import { MAX_TITLE_CHARS as MAX_JOB_TITLE } from '../../server/src/modules/jobs/service';
import { SettingsBody } from '../../server/src/modules/settings/schemas';
import { MAX_QUESTIONS_PER_SET, TrainingBody } from '../../server/src/modules/training/schemas';
import { MAX_RESUME_BYTES } from '../../server/src/types';
import {
  ADMIN_EMAIL_PATTERN,
  isCandidateEmail,
  isCandidatePhone,
  LIMITS,
  USERNAME_PATTERN,
} from '../../src/common/limits';

const text = (length: number, char = 'a') => char.repeat(length);

// the server's Type.Unsafe enums (a training question's difficulty), which Value.Check does not
// know: Fastify's Ajv reads them as the JSON schema they are
TypeRegistry.Set<{ enum?: unknown[] }>(
  'Unsafe',
  (schema, value) => !schema.enum || schema.enum.includes(value),
);

/** A candidate form as the server receives it: every field filled but `changes`. */
function candidateForm(changes: Record<string, string>) {
  const values = { name: 'Ada', phone: '+44 20 7946 0000', email: '', skills: 'Go', ...changes };
  return { fields: new Map(Object.entries(values).map(([k, v]) => [k, [v]])), resume: undefined };
}
const serverTakesCandidate = (changes: Record<string, string>) => {
  try {
    createInput(candidateForm(changes));
    return true;
  } catch {
    return false;
  }
};

/** The schema takes `value` at `max` and refuses it one past. */
function expectMax(schema: TSchema, build: (n: number) => unknown, max: number) {
  expect(Value.Check(schema, build(max)), `${max} taken`).toBe(true);
  expect(Value.Check(schema, build(max + 1)), `${max + 1} refused`).toBe(false);
}

describe('the console limits are the server’s', () => {
  it('candidate form: name, phone rule, email, skills, summary, resume', () => {
    expect(serverTakesCandidate({ name: text(LIMITS.candidateName) })).toBe(true);
    expect(serverTakesCandidate({ name: text(LIMITS.candidateName + 1) })).toBe(false);

    const phones = [
      '12345',
      '1234',
      text(LIMITS.candidatePhoneMax, '1'),
      text(LIMITS.candidatePhoneMax + 1, '1'),
      '+1 (555) 010-0199',
      '555.0199',
      '+44 20 7946 0000 ext 2',
      '(((((',
      '  12345  ',
      '+1-555-0100',
    ];
    for (const phone of phones) {
      expect(isCandidatePhone(phone), phone).toBe(serverTakesCandidate({ phone }));
    }

    const emails = [
      'a@b.co',
      'ada@example.com',
      'no-at.example.com',
      'a@b',
      'a b@c.de',
      'a<b>@c.de',
      `${text(LIMITS.candidateEmail - 7)}@ex.com`,
      `${text(LIMITS.candidateEmail - 6)}@ex.com`,
    ];
    for (const email of emails) {
      expect(isCandidateEmail(email), email).toBe(serverTakesCandidate({ email }));
    }

    expect(serverTakesCandidate({ skills: text(LIMITS.skill) })).toBe(true);
    expect(serverTakesCandidate({ skills: text(LIMITS.skill + 1) })).toBe(false);
    const skills = (n: number) => Array.from({ length: n }, (_, i) => `s${i}`).join(',');
    expect(serverTakesCandidate({ skills: skills(LIMITS.candidateSkills) })).toBe(true);
    expect(serverTakesCandidate({ skills: skills(LIMITS.candidateSkills + 1) })).toBe(false);

    expect(LIMITS.profileSummary).toBe(MAX_SUMMARY_CHARS);
    expect(serverTakesCandidate({ profile_summary: text(LIMITS.profileSummary) })).toBe(true);
    expect(serverTakesCandidate({ profile_summary: text(LIMITS.profileSummary + 1) })).toBe(false);
    expect(LIMITS.resumeBytes).toBe(MAX_RESUME_BYTES);
  });

  it('settings: a skill name and its question count', () => {
    const body = (skill: string, num_questions: number) => ({ skills: [{ skill, num_questions }] });
    expectMax(SettingsBody, (n) => body(text(n), 1), LIMITS.skill);
    expectMax(SettingsBody, (n) => body('Go', n), LIMITS.skillQuestions);
  });

  it('training: domain, question text, tags, questions', () => {
    const question = (q: string, tags: string[]) => ({ question: q, difficulty: 'easy', tags });
    const set = (questions: unknown[], domain = 'Go') => ({ domain, questions });
    expectMax(TrainingBody, (n) => set([], text(n)), LIMITS.trainingDomain);
    expectMax(TrainingBody, (n) => set([question(text(n), ['t'])]), LIMITS.trainingQuestion);
    expectMax(TrainingBody, (n) => set([question('q', [text(n)])]), LIMITS.trainingTag);
    const tags = (n: number) => Array.from({ length: n }, (_, i) => `t${i}`);
    expectMax(TrainingBody, (n) => set([question('q', tags(n))]), LIMITS.trainingTags);
    expect(LIMITS.trainingQuestions).toBe(MAX_QUESTIONS_PER_SET);
    expectMax(
      TrainingBody,
      (n) => set(Array.from({ length: n }, (_, i) => question(`q${i}`, ['t']))),
      LIMITS.trainingQuestions,
    );
  });

  it('interviews: title, number of questions, and the lists’ search', () => {
    const create = (title: string) => ({
      candidate_id: 'c1',
      title,
      scheduled_time: '2030-01-01T10:00:00Z',
    });
    expectMax(CreateBody, (n) => create(text(n)), LIMITS.interviewTitle);
    expectMax(InterviewUpdateBody, (n) => ({ title: text(n) }), LIMITS.interviewTitle);
    expect(LIMITS.interviewQuestions).toBe(MAX_NUM_QUESTIONS);
    expectMax(InterviewListQuery, (n) => ({ q: text(n) }), LIMITS.search);
    expectMax(CandidateListQueryString, (n) => ({ q: text(n) }), LIMITS.search);
  });

  it('jobs: title, department, description, required skills', () => {
    expect(LIMITS.jobTitle).toBe(MAX_JOB_TITLE);
    expectMax(JobBody, (n) => ({ department: text(n) }), LIMITS.jobDepartment);
    expectMax(JobBody, (n) => ({ description: text(n) }), LIMITS.jobDescription);
    const skills = (n: number) => Array.from({ length: n }, (_, i) => `s${i}`);
    expectMax(JobBody, (n) => ({ required_skills: skills(n) }), LIMITS.jobSkills);
    expectMax(JobBody, (n) => ({ required_skills: [text(n)] }), LIMITS.skill);
  });

  it('profile: name, email, phone, username rule, password', () => {
    expect(LIMITS.adminName).toBe(MAX_NAME_CHARS);
    expect(LIMITS.adminEmail).toBe(MAX_EMAIL_CHARS);
    expect(LIMITS.adminPhone).toBe(MAX_PHONE_CHARS);
    expect(LIMITS.passwordMin).toBe(MIN_PASSWORD);
    for (const username of ['ab', 'abc', text(50), text(51), 'a.b-c_d', 'a b', 'ümlaut']) {
      expect(USERNAME_PATTERN.test(username), username).toBe(SERVER_USERNAME.test(username));
    }
    for (const email of ['a@b.co', 'a@b', 'a b@c.de', 'a<b>@c.de']) {
      expect(ADMIN_EMAIL_PATTERN.test(email), email).toBe(SERVER_ADMIN_EMAIL.test(email));
    }
  });
});
