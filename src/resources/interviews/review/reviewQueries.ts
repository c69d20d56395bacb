// The caller's review of an interview and everyone's (GET /interview/:id/reviews/mine and
// /reviews, docs/scoring.md), and saving one: the interview, its lists and the reviews are read
// again once saved (a review moves the answers' final scores).
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useDataProvider, useNotify } from 'react-admin';
import { useNotifyError } from '../../../common/useNotifyError';
import type { AppDataProvider, ReviewAnswer } from '../../../dataProvider/types';

export const reviewKey = (interviewId: string) => ['reviews', interviewId] as const;

export function useMyReview(interviewId: string, enabled: boolean) {
  const dataProvider = useDataProvider<AppDataProvider>();
  return useQuery({
    queryKey: [...reviewKey(interviewId), 'mine'],
    queryFn: () => dataProvider.getMyReview(interviewId),
    enabled,
    retry: false,
  });
}

/** Everyone's reviews, asked for once the caller may see them. */
export function useReviews(interviewId: string, enabled: boolean) {
  const dataProvider = useDataProvider<AppDataProvider>();
  return useQuery({
    queryKey: [...reviewKey(interviewId), 'all'],
    queryFn: () => dataProvider.listReviews(interviewId),
    enabled,
    retry: false,
  });
}

export function useSaveReview(interviewId: string) {
  const dataProvider = useDataProvider<AppDataProvider>();
  const queryClient = useQueryClient();
  const notify = useNotify();
  const fail = useNotifyError();
  return useMutation({
    mutationFn: (answers: ReviewAnswer[]) => dataProvider.saveMyReview(interviewId, answers),
    onSuccess: async ({ msg }) => {
      notify(msg || 'app.reviews.saved', { type: 'success', messageArgs: { _: msg } });
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: reviewKey(interviewId) }),
        queryClient.invalidateQueries({ queryKey: ['interviews'] }),
      ]);
    },
    onError: (error) => fail(error),
  });
}
