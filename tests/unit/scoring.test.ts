// The built-in scorer (docs/interview-api.md, "Scoring"): expected points covered by words or
// close variants, the floors, rounding, needs_review, and the feedback summary by skill.
import { describe, expect, it } from 'vitest';
import {
  BUILTIN_PROVENANCE,
  builtinScorer,
  scoreAnswer,
  significantWords,
  stem,
  summariseFeedback,
} from '../../server/src/modules/scoring/builtin';
import type { AskedQuestion } from '../../server/src/modules/scoring/types';

const question = (
  expected_points: string[],
  extra: Partial<AskedQuestion> = {},
): AskedQuestion => ({
  question: 'How would you make a slow database-backed API faster?',
  skill: 'SQL',
  difficulty: 'medium',
  tags: ['performance'],
  expected_points,
  ...extra,
});

const POINTS = ['connection pooling', 'indexes', 'caching'];

describe('stem', () => {
  it.each([
    ['pooling', 'pool'],
    ['pooled', 'pool'],
    ['pools', 'pool'],
    ['pool', 'pool'],
    ['connections', 'connect'],
    ['connection', 'connect'],
    ['connected', 'connect'],
    ['indexes', 'index'],
    ['indexed', 'index'],
    ['queries', 'query'],
    ['caches', 'cach'],
    ['cache', 'cach'],
    ['caching', 'cach'],
    ['running', 'run'],
    ['quickly', 'quick'],
    ['normalization', 'normaliz'],
    ['normalize', 'normaliz'],
    ['process', 'process'],
    ['processes', 'process'],
    ['status', 'status'],
    ['analysis', 'analysis'],
    ['apply', 'apply'],
    ['bring', 'bring'],
    ['http2', 'http2'],
  ])('%s gives %s', (word, expected) => {
    expect(stem(word)).toBe(expected);
  });
});

describe('significantWords', () => {
  it('lowercases, strips punctuation and drops stop words and rubric words', () => {
    expect(significantWords('Mentions the Connection-Pooling, e.g. PgBouncer!')).toEqual([
      'connection',
      'pooling',
      'pgbouncer',
    ]);
  });

  it('drops what is left of contractions and keeps digits', () => {
    expect(significantWords("I don't know HTTP/2 or 3")).toEqual(['http', '2', '3']);
  });

  it('folds accents', () => {
    expect(significantWords('Café naïve')).toEqual(['cafe', 'naive']);
  });
});

describe('scoreAnswer with expected points', () => {
  it('scores the share of points covered and names covered and missed points', () => {
    const result = scoreAnswer(
      question(POINTS),
      'I would add a connection pool and create indexes on the filtered columns.',
    );
    expect(result).toEqual({
      score: 3.3,
      explanation: 'Covered 2 of 3 points: connection pooling, indexes. Missed: caching.',
      scorer: 'built-in',
      needs_review: false,
      scorable: true,
      ...BUILTIN_PROVENANCE,
    });
  });

  it('gives 5 when every point is covered, in any order and inflection', () => {
    const result = scoreAnswer(
      question(POINTS),
      'Cache the hot reads, index the join columns, and pool the connections.',
    );
    expect(result.score).toBe(5);
    expect(result.explanation).toBe('Covered 3 of 3 points: connection pooling, indexes, caching.');
  });

  it.each([
    ['pooled connections'],
    ['connection pools'],
    ['pooling of the connection'],
    ['a conection pool'], // one letter missing: one edit away
    ['connection poling'], // a letter missing in the other word
  ])('covers "connection pooling" with %j', (answer) => {
    const result = scoreAnswer(question(['connection pooling']), answer);
    expect(result.score).toBe(5);
  });

  it('does not stretch one edit to words shorter than 5 letters', () => {
    // "pool" vs "poll": one edit, but 4 letters
    const result = scoreAnswer(question(['pool']), 'I would run a poll of the users first.');
    expect(result.explanation).toBe('Covered none of the 1 point. Missed: pool.');
  });

  it("needs most of a point's words: one of two is not enough, two of three is", () => {
    expect(
      scoreAnswer(question(['connection pooling']), 'open a connection per request').score,
    ).toBeLessThan(5);
    expect(
      scoreAnswer(question(['read replicas for reporting']), 'replicas serve the reporting').score,
    ).toBe(5);
  });

  it('ignores stop words and rubric words in points', () => {
    // significant words of the point: "transactions", "isolation"
    const result = scoreAnswer(
      question(['Mentions the use of transactions and their isolation']),
      'Wrap it in a transaction with the right isolation level.',
    );
    expect(result.score).toBe(5);
  });

  it('rounds to one decimal', () => {
    const points = ['alpha', 'bravo', 'charlie', 'delta', 'echo', 'foxtrot', 'golf'];
    // 2 of 7: 1.428… → 1.4; 3 of 7: 2.142… → 2.1; 5 of 7: 3.571… → 3.6
    expect(scoreAnswer(question(points), 'alpha bravo').score).toBe(1.4);
    expect(scoreAnswer(question(points), 'alpha bravo charlie').score).toBe(2.1);
    expect(scoreAnswer(question(points), 'alpha bravo charlie delta echo').score).toBe(3.6);
  });

  it('gives 0 and says so for an empty or blank answer', () => {
    for (const answer of ['', '   ', '\n\t', '...?!']) {
      expect(scoreAnswer(question(POINTS), answer)).toEqual({
        score: 0,
        explanation: 'No answer was given.',
        scorer: 'built-in',
        needs_review: false,
        // the scorer alone; the interview's rules mark an empty answer not scorable first
        scorable: true,
        ...BUILTIN_PROVENANCE,
      });
    }
  });

  it('gives at most 1 when nothing is covered: 1 for a substantial answer on the topic', () => {
    const result = scoreAnswer(
      question(POINTS),
      'The database would be profiled to find which API calls are slow and why they wait.',
    );
    expect(result.score).toBe(1);
    expect(result.explanation).toBe(
      'Covered none of the 3 points. Missed: connection pooling, indexes, caching.',
    );
  });

  it('gives 0.5 to a substantial answer off the topic, and to a short one on it', () => {
    expect(
      scoreAnswer(question(POINTS), 'My favourite holiday was hiking through green mountains.')
        .score,
    ).toBe(0.5);
    expect(scoreAnswer(question(POINTS), 'Database.').score).toBe(0.5);
  });

  it("gives 0 to a short answer off the topic and to 'I don't know'", () => {
    expect(scoreAnswer(question(POINTS), 'No idea.').score).toBe(0);
    expect(scoreAnswer(question(POINTS), "I don't know").score).toBe(0);
  });

  it('never scores a covered point below what covering none would give', () => {
    const ten = ['kubernetes', 'terraform', 'ansible', 'prometheus', 'grafana', 'jenkins'];
    ten.push('docker', 'helm', 'vault', 'consul');
    // 1 of 10 is 0.5, but the answer is substantial and on the topic: 1
    const result = scoreAnswer(
      question(ten),
      'Kubernetes is where a slow database needs careful profiling of every API call.',
    );
    expect(result.score).toBe(1);
    expect(result.explanation).toMatch(
      /^Covered 1 of 10 points: kubernetes\. Missed: terraform, ansible,/,
    );
  });

  it('shortens long points in the explanation and keeps it on one line', () => {
    const long = 'explains\nthe ' + 'very '.repeat(30) + 'long point';
    const result = scoreAnswer(question([long]), 'nothing relevant');
    expect(result.explanation).not.toContain('\n');
    expect(result.explanation).toMatch(/…\.$/);
    expect(result.explanation.length).toBeLessThan(120);
  });

  it('treats points with no words as absent', () => {
    const result = scoreAnswer(question(['…', '!!']), 'Some answer about databases.');
    expect(result.needs_review).toBe(true);
  });

  it('is deterministic', () => {
    const answer = 'Use a cache and indexes.';
    expect(scoreAnswer(question(POINTS), answer)).toEqual(scoreAnswer(question(POINTS), answer));
  });
});

describe('scoreAnswer without expected points', () => {
  const open = (extra: Partial<AskedQuestion> = {}) =>
    question([], {
      question: 'Explain how Python decorators work.',
      tags: ['python', 'functions'],
      ...extra,
    });

  it('marks the answer needs_review and says there were no expected points', () => {
    const result = scoreAnswer(open(), 'A decorator wraps a function and returns a new function.');
    expect(result.needs_review).toBe(true);
    expect(result.scorer).toBe('built-in');
    expect(result.explanation).toMatch(/^No expected points for this question: /);
    expect(result.explanation).toContain('needs review');
  });

  it('scores a long answer on the topic higher than a short one, and caps it at 4', () => {
    const short = scoreAnswer(open(), 'Decorators wrap functions.');
    const long = scoreAnswer(
      open(),
      'In Python a decorator is a callable taking a function and returning another function. ' +
        'The @ syntax applies it at definition time; functools.wraps keeps the name and ' +
        'docstring. Typical uses: logging, caching results, checking permissions, timing calls, ' +
        'registering handlers, retrying flaky network operations with backoff.',
    );
    expect(short.score).toBeGreaterThan(0);
    expect(long.score).toBeGreaterThan(short.score);
    expect(long.score).toBe(4);
    expect(long.explanation).toContain('3 topic terms (python, functions, decorators)');
  });

  it('gives at most 1 to an answer that matches none of the topic terms', () => {
    const result = scoreAnswer(
      open(),
      'Cooking pasta requires boiling salted water, timing carefully, then draining quickly and ' +
        'serving immediately with sauce, cheese, basil, olive oil, garlic and pepper for guests.',
    );
    expect(result.score).toBeLessThanOrEqual(1);
    expect(result.explanation).toContain('none of the topic terms');
  });

  it('gives 0 to an empty answer, still marked needs_review', () => {
    expect(scoreAnswer(open(), '')).toEqual({
      score: 0,
      explanation: 'No answer was given.',
      scorer: 'built-in',
      needs_review: true,
      scorable: true,
      ...BUILTIN_PROVENANCE,
    });
  });

  it('counts a tag alone as on the topic', () => {
    const result = scoreAnswer(
      open({ question: 'Tell me more.', tags: ['kubernetes'] }),
      'Kubernetes.',
    );
    expect(result.explanation).toContain('1 topic term (kubernetes)');
    expect(result.explanation).toContain('1 distinct word;');
  });
});

describe('builtinScorer', () => {
  it('resolves to what scoreAnswer gives', async () => {
    const q = question(POINTS);
    await expect(builtinScorer.score(q, 'indexes')).resolves.toEqual(scoreAnswer(q, 'indexes'));
  });
});

describe('summariseFeedback', () => {
  it('names strengths and gaps by skill with their averages', () => {
    expect(
      summariseFeedback([
        { skill: 'Python', score: 5 },
        { skill: 'SQL', score: 1 },
        { skill: 'Python', score: 4 },
        { skill: 'SQL', score: 2 },
      ]),
    ).toBe('Strong in Python (4.5/5). Needs work in SQL (1.5/5).');
  });

  it('lists fair skills between, and joins several with "and"', () => {
    expect(
      summariseFeedback([
        { skill: 'Python', score: 4 },
        { skill: 'Go', score: 3.5 },
        { skill: 'React', score: 3 },
        { skill: 'SQL', score: 0.5 },
      ]),
    ).toBe(
      'Strong in Python (4/5) and Go (3.5/5). Fair in React (3/5). Needs work in SQL (0.5/5).',
    );
  });

  it('says so when everything is middling', () => {
    expect(
      summariseFeedback([
        { skill: 'Python', score: 3 },
        { skill: 'SQL', score: 2.5 },
        { skill: 'Go', score: 3.2 },
      ]),
    ).toBe('Fair in Python (3/5), SQL (2.5/5) and Go (3.2/5): no clear strengths or gaps.');
  });

  it('says so when nothing was answered or nothing earned a point', () => {
    expect(summariseFeedback([])).toBe('No questions were answered.');
    expect(
      summariseFeedback([
        { skill: 'Python', score: 0 },
        { skill: 'SQL', score: 0 },
      ]),
    ).toBe('No answer earned any points: every skill needs work.');
  });

  it('groups skills regardless of case, rounds averages to one decimal and names blank skills', () => {
    expect(
      summariseFeedback([
        { skill: 'Python', score: 4 },
        { skill: 'python', score: 4 },
        { skill: 'PYTHON', score: 5 },
        { skill: ' ', score: 1 },
      ]),
    ).toBe('Strong in Python (4.3/5). Needs work in General (1/5).');
  });
});
