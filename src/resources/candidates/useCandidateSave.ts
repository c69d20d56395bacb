// Sending the add/edit popup: validation, upload progress, the problem shown, and what follows a
// save (toast, lists refreshed, popup closed).
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useDataProvider, useNotify } from 'react-admin';
import { useFormProblem } from '../../common/useFormProblem';
import { useReloadRecord } from '../../common/useReloadRecord';
import type { AppDataProvider, Candidate } from '../../dataProvider/types';
import { candidateFormErrorArgs, percentOf, validateCandidateForm } from './candidateForm';
import { candidateDataOf, type CandidateDraft } from './candidateFormValues';

export function useCandidateSave(
  candidate: Candidate | null | undefined,
  onClose: () => void,
  onReloaded?: (candidate: Candidate) => void,
) {
  const notify = useNotify();
  const dataProvider = useDataProvider<AppDataProvider>();
  const queryClient = useQueryClient();
  const problems = useFormProblem('candidate-form-problem');
  const { warn, fail, hide, clear } = problems;
  const [progress, setProgress] = useState<number | null>(null);
  const reloadRecord = useReloadRecord();
  const reload =
    candidate && onReloaded
      ? async () => {
          const fresh = await reloadRecord<Candidate>('candidates', candidate.id);
          if (fresh) onReloaded(fresh);
        }
      : undefined;

  const save = useMutation({
    mutationFn: async (values: CandidateDraft) => {
      const data = candidateDataOf(values);
      const meta = {
        onUploadProgress: (loaded: number, total: number) => setProgress(percentOf(loaded, total)),
      };
      if (candidate) {
        const { email: _email, ...changes } = data;
        return dataProvider.update('candidates', {
          id: candidate.id,
          data: changes,
          previousData: candidate,
          meta,
        });
      }
      return dataProvider.create('candidates', { data, meta });
    },
  });

  const submit = async (raw: Record<string, unknown>) => {
    if (save.isPending) return;
    const values = raw as unknown as CandidateDraft;
    const invalid = validateCandidateForm(values, candidate?.resume_url, { editing: !!candidate });
    if (invalid) {
      warn(invalid, candidateFormErrorArgs(invalid));
      return;
    }
    hide();
    setProgress(values.resume ? 0 : null);
    try {
      await save.mutateAsync(values);
    } catch (error) {
      fail(error, reload && (() => void reload()));
      setProgress(null);
      return;
    }
    clear();
    notify(candidate ? 'app.candidates.updated' : 'app.candidates.added', { type: 'success' });
    // every list may show the candidate (skills and voices stay)
    await queryClient.invalidateQueries({ predicate: (q) => q.queryKey[0] !== 'startup' });
    onClose();
  };

  const busy = save.isPending;
  const close = () => {
    if (busy) return;
    clear();
    onClose();
  };

  return { submit, close, busy, progress, problems };
}
