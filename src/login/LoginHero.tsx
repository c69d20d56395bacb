import { t } from '../i18n/translate';
import { BrandMark } from './BrandMark';

/** The decorative brand panel beside the form (hidden from assistive technology). */
export function LoginHero() {
  return (
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
  );
}
