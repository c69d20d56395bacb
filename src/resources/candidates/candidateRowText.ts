import { useMemo } from 'react';
import { useTranslate } from 'react-admin';

/** Every string a candidate row shows, translated once per table rather than once per row. */
export function useCandidateRowText() {
  const translate = useTranslate();
  return useMemo(
    () => ({
      thisCandidate: translate('app.candidate_screen.this_candidate'),
      noName: translate('app.candidates.no_name'),
      noId: translate('app.candidates.no_id'),
      noEmail: translate('app.candidates.no_email'),
      noResume: translate('app.candidates.no_resume'),
      noPhone: translate('app.candidates.no_phone'),
      link: translate('app.candidates.link'),
      openResume: (name: string) => translate('app.candidate_screen.open_resume', { name }),
      edit: translate('app.candidate_screen.edit_short'),
      schedule: translate('app.candidate_screen.schedule_short'),
      delete: translate('app.candidate_screen.delete_short'),
      editLabel: (name: string) => translate('app.candidate_screen.edit', { name }),
      scheduleLabel: (name: string) => translate('app.candidate_screen.schedule', { name }),
      deleteLabel: (name: string) => translate('app.candidate_screen.delete', { name }),
      selectLabel: (name: string) => translate('app.candidate_screen.select', { name }),
    }),
    [translate],
  );
}

export type CandidateRowText = ReturnType<typeof useCandidateRowText>;
