// The Scoring screen's figures against values worked out by hand (issue 52).
import { describe, expect, it } from 'vitest';
import { agreement, agreementBy, weightedKappa } from '../../server/src/modules/scoring/agreement';

const pairs = (list: [number, number][]) => list.map(([a, b]) => ({ a, b }));

describe('quadratic weighted kappa', () => {
  it('is 1 for perfect agreement', () => {
    expect(
      weightedKappa(
        pairs([
          [0, 0],
          [5, 5],
          [2, 2],
          [3.5, 3.5],
        ]),
      ),
    ).toBe(1);
  });

  it('is 0 for what chance gives', () => {
    // each side half 0s and half 5s, crossed independently
    expect(
      weightedKappa(
        pairs([
          [0, 0],
          [0, 5],
          [5, 0],
          [5, 5],
        ]),
      ),
    ).toBe(0);
  });

  it('is −1 for inverted scores', () => {
    expect(
      weightedKappa(
        pairs([
          [0, 5],
          [5, 0],
        ]),
      ),
    ).toBe(-1);
  });

  it('weighs a near miss less than a far one: 1 − 0.08/0.24 on a small table', () => {
    // categories (halves) 2,4,6 against 4,4,8: Σw·O = 0.08, Σw·E = 0.24 (worked out by hand)
    expect(
      weightedKappa(
        pairs([
          [1, 2],
          [2, 2],
          [3, 4],
        ]),
      ),
    ).toBe(0.667);
  });

  it('is not defined without pairs or when both sides gave one score throughout', () => {
    expect(weightedKappa([])).toBeNull();
    expect(
      weightedKappa(
        pairs([
          [3, 3],
          [3, 3],
        ]),
      ),
    ).toBeNull();
  });
});

describe('agreement', () => {
  it('gives the mean absolute difference, exact and within-one shares, and says when n is small', () => {
    expect(
      agreement(
        pairs([
          [1, 2],
          [2, 2],
          [3, 4.5],
          [5, 0],
        ]),
      ),
    ).toEqual({
      n: 4,
      weighted_kappa: expect.any(Number),
      mean_abs_diff: 1.875, // (1 + 0 + 1.5 + 5) / 4
      exact: 0.25,
      within_one: 0.5,
      too_few: true,
    });
    const many = pairs(Array.from({ length: 20 }, (_, i) => [i % 6, i % 6] as [number, number]));
    expect(agreement(many)).toMatchObject({ n: 20, weighted_kappa: 1, exact: 1, too_few: false });
  });

  it('groups pairs, the largest gap first', () => {
    const grouped = agreementBy(
      [
        { a: 4, b: 4, q: 'easy' },
        { a: 5, b: 1, q: 'hard' },
        { a: 3, b: 3, q: 'easy' },
      ],
      'q',
    );
    expect(grouped.map((g) => [g.key, g.n, g.mean_abs_diff])).toEqual([
      ['hard', 1, 4],
      ['easy', 2, 0],
    ]);
  });
});
