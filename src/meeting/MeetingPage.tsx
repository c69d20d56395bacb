// Public, no token check (spec section 2). The meeting itself comes with a later issue.
import { Link } from 'react-router-dom';
import { t } from '../i18n/translate';
import './MeetingPage.css';

export function MeetingPage() {
  return (
    <main className="meeting">
      <section className="meeting__card" aria-labelledby="meeting-title">
        <h1 id="meeting-title" className="meeting__title">
          {t('app.meeting.title')}
        </h1>
        <p className="meeting__text">{t('app.meeting.body')}</p>
        <Link className="meeting__link" to="/">
          {t('app.meeting.back')}
        </Link>
      </section>
    </main>
  );
}

export default MeetingPage;
