// The sign-in page's markup and fields: plain elements and CSS (no react-admin, no MUI), so the
// first visit's sign-in page ships little JavaScript (main.tsx). Who signs in is the caller's:
// SignInPage, through react-admin's useLogin.
import { useId, useState, type FormEvent } from 'react';
import { t } from '../i18n/translate';
import { toastWarning } from '../toasts/toast';
import { BrandMark } from './BrandMark';
import { LoginHero } from './LoginHero';
import { PasswordField } from './PasswordField';
import '../common/standalonePage.css';
import './LoginPage.css';

export interface Credentials {
  username: string;
  password: string;
}

export interface LoginFormProps {
  /** called with filled fields only: empty ones get the spec's warning and no request */
  onSubmit(credentials: Credentials): void;
  /** a sign-in is under way: the spinner, the fields kept as they are */
  pending: boolean;
  /** what the fields start with (a sign-in handed over from the first page, main.tsx) */
  initial?: Credentials;
}

export function LoginForm({ onSubmit, pending, initial }: LoginFormProps) {
  const [username, setUsername] = useState(initial?.username ?? '');
  const [password, setPassword] = useState(initial?.password ?? '');
  const id = useId();

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (pending) return;
    if (!username.trim() || !password.trim()) {
      toastWarning(t('app.auth.fill_all'));
      return;
    }
    onSubmit({ username, password });
  };

  return (
    <div className="standalone-page login">
      <LoginHero />

      <main className="login__main">
        <form
          className="login__card"
          onSubmit={handleSubmit}
          noValidate
          aria-labelledby={`${id}-title`}
        >
          <div className="login__brand">
            <BrandMark size={40} />
            <span className="login__brand-name">{t('app.name')}</span>
          </div>
          <h1 id={`${id}-title`} className="login__title">
            {t('app.auth.heading')}
          </h1>

          <label className="login__label" htmlFor={`${id}-username`}>
            {t('app.auth.username')}
          </label>
          <input
            id={`${id}-username`}
            className="login__input"
            name="username"
            type="text"
            autoComplete="username"
            autoCapitalize="none"
            spellCheck={false}
            // the page's only task is signing in
            autoFocus
            value={username}
            readOnly={pending}
            onChange={(e) => setUsername(e.target.value)}
          />

          <label className="login__label" htmlFor={`${id}-password`}>
            {t('app.auth.password')}
          </label>
          <PasswordField
            id={`${id}-password`}
            value={password}
            readOnly={pending}
            onChange={setPassword}
          />

          <button type="submit" className="login__submit" disabled={pending} aria-busy={pending}>
            {pending ? (
              <>
                <span
                  className="spinner spinner--slow login__spinner"
                  data-testid="sign-in-spinner"
                  aria-hidden="true"
                />
                <span className="login__sr-only">{t('app.auth.signing_in')}</span>
              </>
            ) : (
              t('app.auth.sign_in')
            )}
          </button>
        </form>
      </main>
    </div>
  );
}
