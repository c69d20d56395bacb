import { useCallback, useState } from 'react';
import { useNotify, useTranslate } from 'react-admin';
import { dismissToast } from '../layout/toast';
import { errorMessage } from './useNotifyError';

export interface FormProblem {
  text: string;
  severity: 'warning' | 'error';
}

/**
 * Why a popup's form was not sent or not saved, shown in the popup and as one toast that the
 * next problem replaces instead of piling up. `toastId` names that toast.
 */
export function useFormProblem(toastId: string) {
  const notify = useNotify();
  const translate = useTranslate();
  const [problem, setProblem] = useState<FormProblem | null>(null);

  const show = useCallback(
    (message: string, severity: FormProblem['severity']) => {
      const text = translate(message, { _: message });
      setProblem({ text, severity });
      notify(text, { type: severity, toastId, messageArgs: { _: text } });
    },
    [notify, toastId, translate],
  );

  return {
    problem,
    /** a translation key: what the user has to fix */
    warn: useCallback((key: string) => show(key, 'warning'), [show]),
    /** a failed call: the server's msg, else 'Something went wrong' */
    fail: useCallback((error: unknown) => show(errorMessage(error), 'error'), [show]),
    /** the popup stops showing the problem; its toast closes on its own */
    hide: useCallback(() => setProblem(null), []),
    /** the problem means nothing any more (saved, or the popup closes) */
    clear: useCallback(() => {
      setProblem(null);
      dismissToast(toastId);
    }, [toastId]),
  };
}
