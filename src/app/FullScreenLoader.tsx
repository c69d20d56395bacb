import { t } from '../i18n/translate';

/**
 * Three spinning circles over the whole window: while the console loads or the session is restored.
 * index.html draws the same from its first paint, and carries the styles (FullScreenLoader.css,
 * inlined at build by vite.config.ts) for both: they are not shipped a second time here.
 */
export function FullScreenLoader() {
  const label = t('app.loading');
  return (
    <div className="fsl" role="progressbar" aria-busy="true" aria-label={label}>
      <div className="fsl__rings" aria-hidden="true">
        <span className="fsl__ring" />
        <span className="fsl__ring" />
        <span className="fsl__ring" />
      </div>
      <span>{label}…</span>
    </div>
  );
}

export default FullScreenLoader;
