// A data provider for the Scoring screen: `getAgreement` a spy answering the figures given (or
// overridden, e.g. to fail), every other method as the generic fake has it.
import { vi, type Mock } from 'vitest';
import type {
  Agreement,
  AgreementFigures,
  AgreementGroup,
  AgreementQuery,
} from '../../../src/dataProvider/types';
import { makeDataProvider } from './generic';

/** Figures of a comparison: enough pairs unless told otherwise. */
export function figures(overrides: Partial<AgreementFigures> = {}): AgreementFigures {
  return {
    n: 48,
    weighted_kappa: 0.7123,
    mean_abs_diff: 0.834,
    exact: 0.4,
    within_one: 0.875,
    too_few: false,
    ...overrides,
  };
}

export const group = (key: string, overrides: Partial<AgreementFigures> = {}): AgreementGroup => ({
  key,
  ...figures(overrides),
});

/** An 11×11 heat map of zeros with the given cells set: `[aiScore, humanScore, count]`. */
export function heatmap(cells: readonly (readonly [number, number, number])[] = []): number[][] {
  const rows = Array.from({ length: 11 }, () => new Array<number>(11).fill(0));
  for (const [ai, human, count] of cells) rows[ai * 2]![human * 2] = count;
  return rows;
}

/** A whole report: the overall figures, one row a breakdown, people's agreement, two scorers. */
export function agreement(overrides: Partial<Agreement> = {}): Agreement {
  return {
    ...figures(),
    by_scorer: [group('built-in v2', { n: 30 }), group('llm llama3.1', { n: 18, too_few: true })],
    by_question: [group('Explain closures in JavaScript', { mean_abs_diff: 1.5 })],
    by_skill: [group('React')],
    by_reviewer: [group('admin')],
    human_human: figures({ n: 24, weighted_kappa: 0.9, exact: 0.75, within_one: 1 }),
    heatmap: heatmap([
      [2.5, 3, 7],
      [4, 4, 12],
    ]),
    scorers: ['built-in v2', 'llm llama3.1'],
    ...overrides,
  };
}

/** What the screen calls: a spy, answering a report unless made to do otherwise. */
export type GetAgreement = Mock<(query: AgreementQuery) => Promise<Agreement>>;

/** The generic fake with `getAgreement` (by default answering `agreement()`), and that spy. */
export function makeScoringProvider(
  getAgreement: GetAgreement = vi.fn((_query: AgreementQuery) => Promise.resolve(agreement())),
) {
  return { provider: makeDataProvider({ getAgreement }), getAgreement };
}
