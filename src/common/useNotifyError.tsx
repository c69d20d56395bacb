import { useCallback } from 'react';
import { useNotify, useTranslate, type NotificationOptions } from 'react-admin';
import { isStaleRecordError } from '../dataProvider/etags';
import { dismissToast } from '../toasts/toast';
import { ActionToastContent } from './ActionToastContent';

/** What a failed call tells the user: the server's msg (an HttpError's message), else the generic text. */
export function errorMessage(error: unknown): string {
  return error instanceof Error && error.message.trim() !== ''
    ? error.message
    : 'app.errors.generic';
}

export interface NotifyErrorOptions extends NotificationOptions {
  /**
   * Loads the record again. When the server refused the write because someone else changed the
   * record first, the toast offers it as a "Reload" action and stays until acted on or closed.
   */
  onReload?: () => void;
}

/** The id of the toast of a refused stale write: a second one replaces the first. */
export const STALE_RECORD_TOAST = 'stale-record';

/** `onReload` when the error is a refused stale write, else undefined. */
export function reloadFor(error: unknown, onReload: (() => void) | undefined) {
  return onReload && isStaleRecordError(error) ? onReload : undefined;
}

/** A toast's text with a Reload button that closes the toast (of id `toastId`) and reloads. */
export function reloadToastContent(
  text: string,
  reloadLabel: string,
  toastId: string,
  reload: () => void,
) {
  return (
    <ActionToastContent
      actionLabel={reloadLabel}
      onAction={() => {
        dismissToast(toastId);
        reload();
      }}
    >
      {text}
    </ActionToastContent>
  );
}

/**
 * The one way a screen reports a failed call: an error toast with errorMessage(error), with a
 * Reload action when the write was refused as stale and the screen can reload.
 */
export function useNotifyError() {
  const notify = useNotify();
  const translate = useTranslate();
  return useCallback(
    (error: unknown, { onReload, ...options }: NotifyErrorOptions = {}) => {
      const message = errorMessage(error);
      const reload = reloadFor(error, onReload);
      if (!reload) {
        // `_`: a server text is no translation key, and shows as it is
        notify(message, { type: 'error', ...options, messageArgs: { _: message } });
        return;
      }
      const content = reloadToastContent(
        translate(message, { _: message }),
        translate('app.errors.reload'),
        STALE_RECORD_TOAST,
        reload,
      );
      notify(content, {
        type: 'error',
        ...options,
        toastId: STALE_RECORD_TOAST,
        autoHideDuration: null,
      });
    },
    [notify, translate],
  );
}
