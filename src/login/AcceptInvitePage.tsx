// /accept-invite?token=… (a route of <CustomRoutes noLayout>, reachable signed out): the invitee
// chooses a username and password; the server creates the account with the invited email and
// role and answers a session, stored as signing in stores it, then the console opens.
import { useQueryClient } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import { useDataProvider, useNotify } from 'react-admin';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { LIMITS, USERNAME_PATTERN } from '../common/limits';
import { errorMessage } from '../common/useNotifyError';
import type { AppDataProvider } from '../dataProvider/types';
import { t } from '../i18n/translate';
import { dismissAllToasts } from '../toasts/toast';
import { AFTER_SIGN_IN } from './afterSignIn';
import { BrandMark } from './BrandMark';
import { LoginHero } from './LoginHero';
import { PasswordField } from './PasswordField';
import '../common/standalonePage.css';
import './LoginPage.css';
import './AcceptInvitePage.css';

type Field = 'username' | 'password' | 'confirm';
type Problems = Partial<Record<Field, string>>;

const ERROR_ARGS = {
  username_min: LIMITS.usernameMin,
  username_max: LIMITS.usernameMax,
  min: LIMITS.passwordMin,
};

/** The server's rules (docs/members.md), checked before the request: each field's problem. */
export function acceptProblems(username: string, password: string, confirm: string): Problems {
  const problems: Problems = {};
  if (!USERNAME_PATTERN.test(username.trim())) problems.username = 'username';
  if (password.length < LIMITS.passwordMin) problems.password = 'password';
  if (confirm !== password) problems.confirm = 'confirm';
  return problems;
}

export function AcceptInvitePage() {
  const [params] = useSearchParams();
  const token = params.get('token')?.trim() ?? '';
  const id = useId();
  return (
    <div className="standalone-page login">
      <LoginHero />
      <main className="login__main">
        <div className="login__card" aria-labelledby={`${id}-title`} role="region">
          <div className="login__brand">
            <BrandMark size={40} />
            <span className="login__brand-name">{t('app.name')}</span>
          </div>
          <h1 id={`${id}-title`} className="login__title">
            {t('app.accept_invite.heading')}
          </h1>
          {token ? (
            <AcceptForm token={token} />
          ) : (
            <p className="invite__alert" role="alert">
              {t('app.accept_invite.errors.invalid')}
            </p>
          )}
          <Link className="invite__link" to="/" replace>
            {t('app.accept_invite.sign_in_instead')}
          </Link>
        </div>
      </main>
    </div>
  );
}

function AcceptForm({ token }: { token: string }) {
  const dataProvider = useDataProvider<AppDataProvider>();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const notify = useNotify();
  const id = useId();
  const [values, setValues] = useState({ username: '', password: '', confirm: '' });
  const [problems, setProblems] = useState<Problems>({});
  const [refusal, setRefusal] = useState<string | null>(null);
  const [pending, setPending] = useState(false);

  const change = (field: Field) => (value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    // a problem goes once its field is changed; the others stay until the next try
    setProblems(({ [field]: _fixed, ...rest }) => rest);
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (pending) return;
    const found = acceptProblems(values.username, values.password, values.confirm);
    setProblems(found);
    const first = (['username', 'password', 'confirm'] as const).find((field) => found[field]);
    if (first) {
      document.getElementById(`${id}-${first}`)?.focus();
      return;
    }
    setPending(true);
    setRefusal(null);
    dataProvider
      .acceptInvitation({ token, username: values.username.trim(), password: values.password })
      .then(
        ({ msg }) => {
          dismissAllToasts();
          if (msg) notify(msg, { type: 'success', messageArgs: { _: msg } });
          // the guarded routes ask "signed in?" again rather than keep this page's "no"
          void queryClient.resetQueries({ queryKey: ['auth'] });
          navigate(AFTER_SIGN_IN, { replace: true });
        },
        (error: unknown) => {
          setPending(false);
          setRefusal(errorMessage(error));
        },
      );
  };

  const problemOf = (field: Field) => {
    const problem = problems[field];
    return problem ? t(`app.accept_invite.errors.${problem}`, ERROR_ARGS) : undefined;
  };
  const describe = (field: Field) => (problems[field] ? `${id}-${field}-error` : undefined);
  const problemLine = (field: Field) =>
    problems[field] && (
      <p id={`${id}-${field}-error`} className="invite__field-error">
        {problemOf(field)}
      </p>
    );

  return (
    <form onSubmit={submit} noValidate style={{ display: 'contents' }}>
      <p className="invite__intro">{t('app.accept_invite.intro')}</p>
      {refusal && (
        <p className="invite__alert" role="alert">
          {t(refusal)}
        </p>
      )}

      <label className="login__label" htmlFor={`${id}-username`}>
        {t('app.accept_invite.username')}
      </label>
      <input
        id={`${id}-username`}
        className="login__input"
        name="username"
        type="text"
        autoComplete="username"
        autoCapitalize="none"
        spellCheck={false}
        autoFocus
        maxLength={LIMITS.usernameMax}
        value={values.username}
        readOnly={pending}
        aria-invalid={!!problems.username || undefined}
        aria-describedby={describe('username')}
        onChange={(e) => change('username')(e.target.value)}
      />
      {problemLine('username')}

      <label className="login__label" htmlFor={`${id}-password`}>
        {t('app.accept_invite.password')}
      </label>
      <PasswordField
        id={`${id}-password`}
        autoComplete="new-password"
        value={values.password}
        readOnly={pending}
        invalid={!!problems.password}
        describedBy={describe('password')}
        onChange={change('password')}
      />
      {problemLine('password')}

      <label className="login__label" htmlFor={`${id}-confirm`}>
        {t('app.accept_invite.confirm')}
      </label>
      <PasswordField
        id={`${id}-confirm`}
        name="confirm"
        autoComplete="new-password"
        value={values.confirm}
        readOnly={pending}
        invalid={!!problems.confirm}
        describedBy={describe('confirm')}
        onChange={change('confirm')}
      />
      {problemLine('confirm')}

      <button type="submit" className="login__submit" disabled={pending} aria-busy={pending}>
        {pending ? (
          <>
            <span
              className="spinner spinner--slow login__spinner"
              data-testid="accept-spinner"
              aria-hidden="true"
            />
            <span className="login__sr-only">{t('app.accept_invite.submitting')}</span>
          </>
        ) : (
          t('app.accept_invite.submit')
        )}
      </button>
    </form>
  );
}

export default AcceptInvitePage;
