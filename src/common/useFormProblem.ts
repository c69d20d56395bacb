import { useCallback, useState } from 'react';
import { useNotify, useTranslate } from 'react-admin';
import { dismissToast } from '../toasts/toast';
import { errorMessage, reloadFor, reloadToastContent } from './useNotifyError';

export interface FormProblem {
  text: string;
  severity: 'warning' | 'error';
  /** the record changed on the server since it was read: loads it again (a Reload button) */
  onReload?: () => void;
}

/**
 * For a popup that shows a refused stale write in place: the problem, with `onReload` as its
 * Reload, or null when the error is any other.
 */
export function useStaleProblem() {
  const translate = useTranslate();
  return useCallback(
    (error: unknown, onReload: (() => void) | undefined): FormProblem | null => {
      const reload = reloadFor(error, onReload);
      if (!reload) return null;
      const message = errorMessage(error);
      return { text: translate(message, { _: message }), severity: 'error', onReload: reload };
    },
    [translate],
  );
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
    (
      message: string,
      severity: FormProblem['severity'],
      onReload?: () => void,
      args?: Record<string, unknown>,
    ) => {
      const text = translate(message, { _: message, ...args });
      if (!onReload) {
        setProblem({ text, severity });
        notify(text, { type: severity, toastId, messageArgs: { _: text } });
        return;
      }
      const reload = () => {
        setProblem(null);
        dismissToast(toastId);
        onReload();
      };
      setProblem({ text, severity, onReload: reload });
      notify(reloadToastContent(text, translate('app.errors.reload'), toastId, reload), {
        type: severity,
        toastId,
        autoHideDuration: null,
      });
    },
    [notify, toastId, translate],
  );

  return {
    problem,
    /** a translation key (and its arguments): what the user has to fix */
    warn: useCallback(
      (key: string, args?: Record<string, unknown>) => show(key, 'warning', undefined, args),
      [show],
    ),
    /**
     * a failed call: the server's msg, else 'Something went wrong'; with a Reload action when
     * the write was refused as stale and `onReload` is given
     */
    fail: useCallback(
      (error: unknown, onReload?: () => void) =>
        show(errorMessage(error), 'error', reloadFor(error, onReload)),
      [show],
    ),
    /** the popup stops showing the problem; its toast closes on its own */
    hide: useCallback(() => setProblem(null), []),
    /** the problem means nothing any more (saved, or the popup closes) */
    clear: useCallback(() => {
      setProblem(null);
      dismissToast(toastId);
    }, [toastId]),
  };
}
