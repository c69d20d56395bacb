// Shown instead of the console (or the router behind the sign-in page) when its code could not be
// downloaded: no react-admin and no MUI here, since those are what failed to arrive.
import type { LoadErrorFallbackProps } from '../common/LoadErrorBoundary';
import { t } from '../i18n/translate';
import '../common/standalonePage.css';
import './ConsoleLoadError.css';

export function ConsoleLoadError({
  error,
  retry,
  title = 'app.load_error.console',
}: LoadErrorFallbackProps & { title?: string }) {
  return (
    <main className="standalone-page cle">
      <div className="cle__card" role="alert">
        <h1 className="cle__title">{t(title)}</h1>
        <p className="cle__body">
          {t(error.needsReload ? 'app.load_error.reload' : 'app.load_error.unreachable')}
        </p>
        <button type="button" className="cle__retry" onClick={retry}>
          {t('app.load_error.retry')}
        </button>
      </div>
    </main>
  );
}
