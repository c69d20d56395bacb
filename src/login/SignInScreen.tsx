// The public sign-in page. It ships in the first bundle: no react-admin, no MUI, no data provider,
// no router (the shell shows it at '/' before react-router loads; LoginPage routes it after).
import { useId } from 'react';
import { t } from '../i18n/shellTranslate';
import { BrandMark } from './BrandMark';
import { LoginHero } from './LoginHero';
import { PasswordField } from './PasswordField';
import { useSignIn } from './useSignIn';
import '../common/standalonePage.css';
import './LoginPage.css';

export interface SignInScreenProps {
  /** the session is stored: go to the dashboard */
  onSignedIn(): void;
}

export function SignInScreen({ onSignedIn }: SignInScreenProps) {
  const { username, setUsername, password, setPassword, pending, handleSubmit } =
    useSignIn(onSignedIn);
  const id = useId();

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
