// Answers that give a scorer nothing to judge (issue 52), on real examples of each kind.
import { describe, expect, it } from 'vitest';
import { NOT_SCORABLE, notScorableReason } from '../../server/src/modules/scoring/scorable';
import type { AskedQuestion } from '../../server/src/modules/scoring/types';

const question: AskedQuestion = {
  question: 'How would you make a slow PostgreSQL query faster?',
  skill: 'SQL',
  difficulty: 'medium',
  tags: ['performance'],
  expected_points: ['read the plan with EXPLAIN ANALYZE', 'add an index on the filtered columns'],
};

describe('not scorable', () => {
  it.each([
    ['', NOT_SCORABLE.empty],
    ['   …  !!', NOT_SCORABLE.empty],
    ['No idea', NOT_SCORABLE.short],
    ['um um um um um um um um', NOT_SCORABLE.repeated],
    ['index index index index index index index', NOT_SCORABLE.repeated],
    [
      'I enjoy hiking in the mountains with my dog on weekends, it is very relaxing.',
      NOT_SCORABLE.offTopic,
    ],
    // a transcript of noise, as speech recognition writes it
    ['[inaudible] uh hmm the the okay yeah so', NOT_SCORABLE.offTopic],
  ])('%j: %s', (answer, reason) => {
    expect(notScorableReason(question, answer)).toBe(reason);
  });

  it.each([
    'I would run EXPLAIN ANALYZE and then add an index.',
    // about the topic in other words than the points: still scored
    'Look at the query plans, maybe the queries need indexes on their columns.',
    'It depends on the performance problem.',
  ])('scores %j', (answer) => {
    expect(notScorableReason(question, answer)).toBeUndefined();
  });

  it('cannot call an answer off topic when the question gives nothing to compare', () => {
    const bare = { ...question, question: 'Why?', skill: '', tags: [], expected_points: [] };
    expect(notScorableReason(bare, 'Because it was the right thing to do')).toBeUndefined();
  });
});
