import { useMemo, useState } from 'react';
import type { Candidate } from '../../dataProvider/types';

interface DialogState {
  open: boolean;
  candidate: Candidate | null;
  /** a new form per opening */
  key: number;
}

const CLOSED: DialogState = { open: false, candidate: null, key: 0 };

/**
 * A popup about one candidate. The candidate stays while the popup fades out, so its content does
 * not change during the exit transition; `exited` lets it go.
 */
export function useCandidateDialog() {
  const [dialog, setDialog] = useState<DialogState>(CLOSED);
  // stable, so the memoised table and rows that take them do not render again on each opening
  const actions = useMemo(
    () => ({
      show: (candidate: Candidate | null) =>
        setDialog((d) => ({ open: true, candidate, key: d.key + 1 })),
      /** the same popup, about the candidate as loaded again */
      replace: (candidate: Candidate) => setDialog((d) => ({ ...d, candidate })),
      close: () => setDialog((d) => ({ ...d, open: false })),
      exited: () => setDialog((d) => ({ ...d, candidate: null })),
    }),
    [],
  );
  return { ...dialog, ...actions };
}
