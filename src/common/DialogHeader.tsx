import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import { Button, DialogTitle, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';

export interface DialogHeaderProps {
  /** the heading's id: the popup's aria-labelledby, so its name is the title without "Back" */
  titleId: string;
  /** the heading, already translated */
  title: string;
  /** Back is disabled while the popup saves */
  busy: boolean;
  onBack(): void;
}

/** A form popup's top row: a Back button, then the popup's title. */
export function DialogHeader({ titleId, title, busy, onBack }: DialogHeaderProps) {
  const translate = useTranslate();
  return (
    // its own id: by default it takes aria-labelledby's, and the name would include Back
    <DialogTitle
      id={`${titleId}-header`}
      component="div"
      sx={{ display: 'flex', alignItems: 'center', gap: 1.5, pb: 1 }}
    >
      <Button
        onClick={onBack}
        disabled={busy}
        startIcon={<ArrowBackIcon />}
        size="small"
        color="inherit"
        sx={{ color: 'text.secondary' }}
      >
        {translate('app.common.back')}
      </Button>
      <Typography id={titleId} variant="h6" component="h2">
        {title}
      </Typography>
    </DialogTitle>
  );
}
