import { useState, type FormEvent } from 'react';
import { SignInError, signIn } from '../authProvider/signIn';
import { t } from '../i18n/shellTranslate';
import { prefetchScreenData, preloadAdminApp } from '../layout/loadAdminApp';
import { dismissAllToasts, toastError, toastSuccess, toastWarning } from '../layout/toast';

/** The sign-in form's fields and submit: a toast for every refusal, `onSignedIn` on success. */
export function useSignIn(onSignedIn: () => void) {
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [pending, setPending] = useState(false);

  const handleSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (pending) return;
    if (!username.trim() || !password.trim()) {
      toastWarning(t('app.auth.fill_all'));
      return;
    }
    setPending(true);
    // The console is needed right after a successful sign-in: fetch it alongside the request.
    preloadAdminApp();
    try {
      const { msg } = await signIn(username, password);
      // signing in leads to the dashboard: its numbers load while the console renders
      prefetchScreenData('/dashboard');
      // a refusal or 'Session expired' from before does not follow onto the dashboard
      dismissAllToasts();
      if (msg) toastSuccess(msg);
      onSignedIn();
    } catch (error) {
      setPending(false);
      if (error instanceof SignInError) {
        const text = error.isTranslationKey ? t(error.message) : error.message;
        if (error.message === 'app.auth.fill_all') toastWarning(text);
        else toastError(text);
      } else {
        toastError(t('app.errors.generic'));
      }
    }
  };

  return { username, setUsername, password, setPassword, pending, handleSubmit };
}
