// The questions the scoring figures flag (GET /admin/scoring/flags, docs/scoring.md): far from the
// reviewers' scores, or always scored the same. Asked only of a team server by members who may
// see the Scoring screen; a server without the call, or a failed call, flags nothing: the
// training screen works as before.
import { useQuery } from '@tanstack/react-query';
import { useContext, useMemo } from 'react';
import { DataProviderContext, useDataProvider } from 'react-admin';
import { useMay } from '../../authProvider/useMay';
import type { AppDataProvider, QuestionFlag } from '../../dataProvider/types';

export const QUESTION_FLAGS_QUERY_KEY = ['scoring', 'question-flags'] as const;

/** The same question whatever its case or surrounding spaces (as the server groups them). */
export const questionKey = (question: string) => question.trim().toLowerCase();

/** The flag of a training question, by its text; undefined for an unflagged one. */
export type FlagOf = (question: string) => QuestionFlag | undefined;

export function useQuestionFlags(): FlagOf {
  const dataProvider = useDataProvider<AppDataProvider>();
  // a data provider without the method (a test's fake) is a server without the call
  const raw = useContext(DataProviderContext) as Partial<AppDataProvider> | null;
  const hasMethod = typeof raw?.getQuestionFlags === 'function';
  const mayRead = useMay('scoring', 'list');
  const { data } = useQuery({
    queryKey: QUESTION_FLAGS_QUERY_KEY,
    queryFn: () => dataProvider.getQuestionFlags(),
    enabled: hasMethod && mayRead,
    retry: false,
    // they move only as interviews are completed and reviewed
    staleTime: 60_000,
  });
  return useMemo(() => {
    const byQuestion = new Map<string, QuestionFlag>();
    for (const flag of hasMethod && mayRead ? (data ?? []) : []) {
      const key = questionKey(flag.question);
      if (!byQuestion.has(key)) byQuestion.set(key, flag);
    }
    return (question: string) => byQuestion.get(questionKey(question));
  }, [data, hasMethod, mayRead]);
}
