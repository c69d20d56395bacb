// Which questions an interview asks (docs/interview-api.md, "Which questions"): each rule of the
// pure selection pinned on its own.
import { describe, expect, it } from 'vitest';
import {
  questionKey,
  seededRandom,
  selectQuestions,
  type SelectionInput,
} from '../../server/src/modules/meeting/selection.ts';

type Difficulty = 'easy' | 'medium' | 'hard';
const q = (question: string, difficulty: Difficulty = 'easy', extra: object = {}) => ({
  question,
  difficulty,
  tags: ['t'],
  ...extra,
});
/** A set of `n` easy questions named `<prefix> 1` … `<prefix> n`. */
const numbered = (prefix: string, n: number) =>
  Array.from({ length: n }, (_, i) => q(`${prefix} ${i + 1}`));

const input = (over: Partial<SelectionInput>): SelectionInput => ({
  interviewId: 'interview-1',
  candidateSkills: [],
  skillCounts: [],
  sets: [],
  max: 100,
  ...over,
});
const texts = (over: Partial<SelectionInput>) =>
  selectQuestions(input(over)).map((x) => x.question);

describe('selectQuestions', () => {
  it("takes the admin's count from each skill's set, case-insensitively", () => {
    const picked = selectQuestions(
      input({
        candidateSkills: ['python', 'SQL'],
        skillCounts: [
          { skill: 'Python', num_questions: 2 },
          { skill: 'sql', num_questions: 1 },
        ],
        sets: [
          { domain_key: 'python', questions: numbered('py', 5) },
          { domain_key: 'sql', questions: numbered('sql', 4) },
        ],
      }),
    );
    expect(picked.filter((x) => x.skill === 'Python')).toHaveLength(2);
    expect(picked.filter((x) => x.skill === 'sql')).toHaveLength(1);
    expect(picked.every((x) => /^(py|sql) \d$/.test(x.question))).toBe(true);
  });

  it('takes the whole set for a count of 0, or a count at least the set', () => {
    const sets = [{ domain_key: 'go', questions: numbered('go', 3) }];
    for (const num_questions of [0, 3, 7]) {
      expect(
        texts({ candidateSkills: ['Go'], skillCounts: [{ skill: 'Go', num_questions }], sets }),
      ).toEqual(['go 1', 'go 2', 'go 3']);
    }
  });

  it('adds nothing for a skill without a set, and nothing without skills', () => {
    const sets = [{ domain_key: 'go', questions: numbered('go', 2) }];
    const skillCounts = [
      { skill: 'Go', num_questions: 0 },
      { skill: 'Rust', num_questions: 3 },
    ];
    expect(texts({ candidateSkills: ['Rust'], skillCounts, sets })).toEqual([]);
    expect(texts({ candidateSkills: ['Rust', 'Go'], skillCounts, sets })).toEqual(['go 1', 'go 2']);
    expect(texts({ candidateSkills: [], skillCounts, sets })).toEqual([]);
  });

  it('samples by the interview id: the same id the same questions, others differ', () => {
    const over = {
      candidateSkills: ['Go'],
      skillCounts: [{ skill: 'Go', num_questions: 3 }],
      sets: [{ domain_key: 'go', questions: numbered('go', 20) }],
    };
    const first = texts({ ...over, interviewId: 'abc' });
    expect(first).toHaveLength(3);
    expect(texts({ ...over, interviewId: 'abc' })).toEqual(first);
    const others = ['abd', 'x', 'y', 'z'].map((interviewId) => texts({ ...over, interviewId }));
    expect(others.some((o) => o.join() !== first.join())).toBe(true);
    // a sample keeps the set's order
    const positions = first.map((t) => Number(t.split(' ')[1]));
    expect([...positions].sort((a, b) => a - b)).toEqual(positions);
  });

  it('samples every question of a set over many interviews (not just its first ones)', () => {
    const seen = new Set<string>();
    for (let i = 0; i < 200; i++) {
      for (const t of texts({
        interviewId: `id-${i}`,
        candidateSkills: ['Go'],
        skillCounts: [{ skill: 'Go', num_questions: 1 }],
        sets: [{ domain_key: 'go', questions: numbered('go', 6) }],
      })) {
        seen.add(t);
      }
    }
    expect(seen.size).toBe(6);
  });

  it('never asks the same text twice, whatever its case and spaces, still meeting the count', () => {
    const picked = texts({
      candidateSkills: ['A', 'B'],
      skillCounts: [
        { skill: 'A', num_questions: 0 },
        { skill: 'B', num_questions: 2 },
      ],
      sets: [
        { domain_key: 'a', questions: [q('What is  a Closure?'), q('what is a closure?')] },
        {
          domain_key: 'b',
          questions: [q(' WHAT is a closure? '), q('b only'), q('b other')],
        },
      ],
    });
    expect(picked).toEqual(['What is  a Closure?', 'b only', 'b other']);
    expect(questionKey(' WHAT  is\ta closure? ')).toBe('what is a closure?');
  });

  it('orders easy, medium, hard; then by skill order; then by the set order', () => {
    const picked = selectQuestions(
      input({
        candidateSkills: ['B', 'A'],
        skillCounts: [
          { skill: 'A', num_questions: 0 },
          { skill: 'B', num_questions: 0 },
        ],
        sets: [
          {
            domain_key: 'a',
            questions: [q('a hard', 'hard'), q('a easy 1'), q('a medium', 'medium'), q('a easy 2')],
          },
          {
            domain_key: 'b',
            questions: [q('b medium', 'medium'), q('b easy'), q('b hard', 'hard')],
          },
        ],
      }),
    );
    expect(picked.map((x) => x.question)).toEqual([
      'b easy',
      'a easy 1',
      'a easy 2',
      'b medium',
      'a medium',
      'b hard',
      'a hard',
    ]);
  });

  it('counts a skill the candidate lists twice (any case) once', () => {
    expect(
      texts({
        candidateSkills: ['Go', 'go', 'GO '],
        skillCounts: [{ skill: 'Go', num_questions: 0 }],
        sets: [{ domain_key: 'go', questions: numbered('go', 2) }],
      }),
    ).toEqual(['go 1', 'go 2']);
  });

  it('carries the skill, tags and expected points, and leaves out damaged questions', () => {
    const picked = selectQuestions(
      input({
        candidateSkills: ['sql'],
        skillCounts: [{ skill: 'SQL', num_questions: 0 }],
        sets: [
          {
            domain_key: 'sql',
            questions: [
              q('Index?', 'medium', { tags: ['db'], expected_points: ['b-tree', 7] }),
              { question: '', difficulty: 'easy' },
              { question: 'No difficulty' },
              'not a question',
              null,
            ],
          },
        ],
      }),
    );
    expect(picked).toEqual([
      {
        question: 'Index?',
        skill: 'SQL',
        difficulty: 'medium',
        tags: ['db'],
        expected_points: ['b-tree'],
      },
    ]);
  });

  it('stops at max, the first in order', () => {
    expect(
      texts({
        candidateSkills: ['Go'],
        skillCounts: [{ skill: 'Go', num_questions: 0 }],
        sets: [{ domain_key: 'go', questions: [q('hard', 'hard'), ...numbered('go', 3)] }],
        max: 2,
      }),
    ).toEqual(['go 1', 'go 2']);
  });
});

describe('seededRandom', () => {
  it('repeats for a seed, differs between seeds, and stays in [0, 1)', () => {
    const a = seededRandom('seed');
    const b = seededRandom('seed');
    const c = seededRandom('other');
    const as = Array.from({ length: 1000 }, () => a());
    expect(Array.from({ length: 1000 }, () => b())).toEqual(as);
    expect(Array.from({ length: 5 }, () => c())).not.toEqual(as.slice(0, 5));
    expect(as.every((x) => x >= 0 && x < 1)).toBe(true);
    // spread over the range, not stuck in part of it
    expect(as.filter((x) => x < 0.5).length).toBeGreaterThan(400);
    expect(as.filter((x) => x < 0.5).length).toBeLessThan(600);
  });
});
