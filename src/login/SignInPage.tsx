// The sign-in page at '/' (a route of <CustomRoutes noLayout>): react-admin's useLogin calls
// authProvider.login, then goes to /dashboard. A signed-in visitor goes there at once.
import { useCallback, useContext, useEffect, useState } from 'react';
import { useCheckAuth, useLogin, useNavigate, useNotify } from 'react-admin';
import { SignInError, type SignedIn } from '../authProvider/authProvider';
import { dismissAllToasts } from '../toasts/toast';
import { AFTER_SIGN_IN } from './afterSignIn';
import { handedOverSignIn as HandedOverSignIn } from './handedOver';
import { LoginForm, type Credentials } from './LoginForm';

const submitted = new WeakSet<Credentials>();

export function SignInPage() {
  const login = useLogin();
  const notify = useNotify();
  const navigate = useNavigate();
  const checkAuth = useCheckAuth();
  const handedOver = useContext(HandedOverSignIn);
  const [pending, setPending] = useState(() => !!handedOver && !submitted.has(handedOver));

  // spec section 2: a signed-in user who opens sign-in is sent to the dashboard (replacing history)
  useEffect(() => {
    checkAuth({}, false)
      .then(() => navigate(AFTER_SIGN_IN, { replace: true }))
      .catch(() => undefined);
  }, [checkAuth, navigate]);

  const submit = useCallback(
    (credentials: Credentials) => {
      setPending(true);
      login(credentials, AFTER_SIGN_IN).then(
        ({ msg }: SignedIn) => {
          // a refusal or 'Session expired' from before does not follow onto the dashboard
          dismissAllToasts();
          if (msg) notify(msg, { type: 'success' });
        },
        (error: unknown) => {
          setPending(false);
          const fillAll = error instanceof SignInError && error.message === 'app.auth.fill_all';
          notify(error instanceof Error ? error.message : 'app.errors.generic', {
            type: fillAll ? 'warning' : 'error',
          });
        },
      );
    },
    [login, notify],
  );

  useEffect(() => {
    if (!handedOver || submitted.has(handedOver)) return;
    submitted.add(handedOver);
    submit(handedOver);
  }, [handedOver, submit]);

  return <LoginForm onSubmit={submit} pending={pending} initial={handedOver ?? undefined} />;
}

export default SignInPage;
