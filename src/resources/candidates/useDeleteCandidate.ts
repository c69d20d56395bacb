import { useDelete, useDeleteMany, useNotify, useTranslate } from 'react-admin';
import { useNotifyError } from '../../common/useNotifyError';
import type { Candidate } from '../../dataProvider/types';

/** Deletes a candidate after a few seconds in which the toast's Undo keeps them. */
export function useDeleteCandidate() {
  const translate = useTranslate();
  const notify = useNotify();
  const notifyError = useNotifyError();
  const [deleteOne] = useDelete<Candidate>();

  return (candidate: Candidate) => {
    const name =
      candidate.name?.trim() ||
      candidate.cand_id ||
      translate('app.candidate_screen.this_candidate');
    deleteOne(
      'candidates',
      { id: candidate.id, previousData: candidate },
      {
        mutationMode: 'undoable',
        onSuccess: () =>
          notify('app.candidate_screen.deleted', {
            type: 'info',
            undoable: true,
            messageArgs: { name },
          }),
        onError: (error) => notifyError(error),
      },
    );
  };
}

/** Moves candidates to the trash after a few seconds in which the toast's Undo keeps them. */
export function useTrashCandidates() {
  const notify = useNotify();
  const notifyError = useNotifyError();
  const [deleteMany] = useDeleteMany<Candidate>();

  return (ids: Candidate['id'][]) => {
    deleteMany(
      'candidates',
      { ids },
      {
        mutationMode: 'undoable',
        onSuccess: () =>
          notify('app.candidate_screen.bulk_trashed', {
            type: 'info',
            undoable: true,
            messageArgs: { smart_count: ids.length },
          }),
        onError: (error) => notifyError(error),
      },
    );
  };
}
