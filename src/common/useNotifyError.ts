import { useCallback } from 'react';
import { useNotify, type NotificationOptions } from 'react-admin';

/** What a failed call tells the user: the server's msg (an HttpError's message), else the generic text. */
export function errorMessage(error: unknown): string {
  return error instanceof Error && error.message.trim() !== ''
    ? error.message
    : 'app.errors.generic';
}

/**
 * The one way a screen reports a failed call: an error toast with errorMessage(error). Returns
 * the text shown, translated, for screens that also show it inline.
 */
export function useNotifyError() {
  const notify = useNotify();
  return useCallback(
    (error: unknown, options: NotificationOptions = {}) => {
      const message = errorMessage(error);
      // `_`: a server text is no translation key, and shows as it is
      notify(message, { type: 'error', ...options, messageArgs: { _: message } });
    },
    [notify],
  );
}
