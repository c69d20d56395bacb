// A write to an interview from its transcript (a score, a final score, a scoring again): pending
// while it runs; once saved, the interview as the server answered it goes into every cached read
// and list of it (the dialog and the list row show the change at once), its message is shown, and
// they load again. A refusal because the interview changed meanwhile says so (`stale`) and loads
// it again; any other failure is told in a toast.
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useNotify } from 'react-admin';
import { useNotifyError } from '../../common/useNotifyError';
import { useReloadRecord } from '../../common/useReloadRecord';
import { isStaleRecordError } from '../../dataProvider/etags';
import type { Interview } from '../../dataProvider/types';
import { putInterviewInCache } from './interviewCache';

export interface InterviewWrite {
  /** the translation key of the refusal of a stale write */
  stale: string;
  /** null: the server has no such call (said by `missing`) */
  call(): Promise<{ interview: Interview } | null>;
  /** the toast once saved: a translation key (or the server's msg) and its arguments */
  saved(result: { interview: Interview; msg?: string }): [string, Record<string, unknown>?];
  /** the server has no such call: hide the control, say so */
  missing?(): void;
}

export function useInterviewWrite() {
  const queryClient = useQueryClient();
  const notify = useNotify();
  const notifyError = useNotifyError();
  const reloadRecord = useReloadRecord();
  const [isPending, setPending] = useState(false);

  /** Resolves true once saved, false when not (the user has been told why). */
  const run = async (interview: Interview, write: InterviewWrite): Promise<boolean> => {
    setPending(true);
    try {
      const result = await write.call();
      if (result === null) {
        write.missing?.();
        return false;
      }
      putInterviewInCache(queryClient, result.interview);
      const [message, messageArgs] = write.saved(result);
      notify(message, { type: 'success', messageArgs });
      void queryClient.invalidateQueries({ queryKey: ['interviews'] });
      return true;
    } catch (error) {
      if (isStaleRecordError(error)) {
        notify(write.stale, { type: 'warning' });
        await reloadRecord<Interview>('interviews', interview.id);
      } else {
        notifyError(error);
      }
      return false;
    } finally {
      setPending(false);
    }
  };

  return { run, isPending, queryClient, notify };
}
