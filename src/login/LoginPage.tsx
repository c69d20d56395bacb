// The public sign-in page. It ships in the first bundle: no react-admin, no MUI, no data provider.
import { useId, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { SignInError, signIn } from '../authProvider/signIn';
import { t } from '../i18n/translate';
import { preloadAdminApp } from '../layout/loadAdminApp';
import { toastError, toastSuccess, toastWarning } from '../layout/toast';
import './LoginPage.css';

export function LoginPage() {
  const navigate = useNavigate();
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [showPassword, setShowPassword] = useState(false);
  const [pending, setPending] = useState(false);
  const id = useId();

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
      if (msg) toastSuccess(msg);
      navigate('/dashboard', { replace: true });
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

  return (
    <div className="login">
      <aside className="login__hero" aria-hidden="true">
        <div className="login__hero-inner">
          <BrandMark size={56} />
          <p className="login__hero-title">{t('app.name')}</p>
          <p className="login__hero-text">{t('app.auth.tagline')}</p>
          <div className="login__orbs">
            <span />
            <span />
            <span />
          </div>
        </div>
      </aside>

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
          <div className="login__password">
            <input
              id={`${id}-password`}
              className="login__input"
              name="password"
              type={showPassword ? 'text' : 'password'}
              autoComplete="current-password"
              value={password}
              readOnly={pending}
              onChange={(e) => setPassword(e.target.value)}
            />
            <button
              type="button"
              className="login__reveal"
              aria-label={t(showPassword ? 'app.auth.hide_password' : 'app.auth.show_password')}
              aria-pressed={showPassword}
              onClick={() => setShowPassword((shown) => !shown)}
            >
              <EyeIcon crossed={showPassword} />
            </button>
          </div>

          <button type="submit" className="login__submit" disabled={pending} aria-busy={pending}>
            {pending ? (
              <>
                <span className="login__spinner" data-testid="sign-in-spinner" aria-hidden="true" />
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

function BrandMark({ size }: { size: number }) {
  const gradient = useId();
  return (
    <svg width={size} height={size} viewBox="0 0 64 64" aria-hidden="true" focusable="false">
      <defs>
        <linearGradient id={gradient} x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor="#6366f1" />
          <stop offset="1" stopColor="#06b6d4" />
        </linearGradient>
      </defs>
      <rect width="64" height="64" rx="16" fill={`url(#${gradient})`} />
      <path
        d="M18 17h28a5 5 0 0 1 5 5v16a5 5 0 0 1-5 5H31l-9 8v-8h-4a5 5 0 0 1-5-5V22a5 5 0 0 1 5-5z"
        fill="#fff"
      />
      <path d="M32 21.5l2.6 5.9 5.9 2.6-5.9 2.6L32 38.5l-2.6-5.9-5.9-2.6 5.9-2.6z" fill="#6366f1" />
    </svg>
  );
}

function EyeIcon({ crossed }: { crossed: boolean }) {
  return (
    <svg width="20" height="20" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path
        d="M2 12s3.6-7 10-7 10 7 10 7-3.6 7-10 7S2 12 2 12Z"
        fill="none"
        stroke="currentColor"
        strokeWidth="1.8"
      />
      <circle cx="12" cy="12" r="3" fill="none" stroke="currentColor" strokeWidth="1.8" />
      {crossed && (
        <path d="M4 4l16 16" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" />
      )}
    </svg>
  );
}

export default LoginPage;
