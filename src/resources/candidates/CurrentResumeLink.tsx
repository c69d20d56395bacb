import { Link, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';

export interface CurrentResumeLinkProps {
  url: string;
  /** a new file is picked: it replaces this one, so the hint to replace it goes */
  replaced: boolean;
}

/** The resume the candidate already has (edit mode). */
export function CurrentResumeLink({ url, replaced }: CurrentResumeLinkProps) {
  const translate = useTranslate();
  return (
    <Typography variant="body2" sx={{ mt: 1, color: 'text.secondary' }}>
      {translate('app.candidate_screen.current_resume')}:{' '}
      <Link
        href={url}
        target="_blank"
        rel="noopener noreferrer"
        aria-label={translate('app.candidate_screen.open_current_resume')}
      >
        {translate('app.candidates.link')}
      </Link>
      {replaced ? null : ` · ${translate('app.candidate_screen.replace_hint')}`}
    </Typography>
  );
}
