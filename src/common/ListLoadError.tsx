import ErrorOutlineIcon from '@mui/icons-material/ErrorOutline';
import { Alert, Button } from '@mui/material';
import { useListContext, useTranslate } from 'react-admin';

/** Shown in place of a list whose load failed (the error itself is toasted): a retry button. */
export function ListLoadError({ message }: { message: string }) {
  const translate = useTranslate();
  const { refetch } = useListContext();
  return (
    <Alert
      severity="error"
      icon={<ErrorOutlineIcon />}
      sx={{ m: 2 }}
      action={
        <Button color="inherit" size="small" onClick={() => void refetch()}>
          {translate('app.interviews.retry')}
        </Button>
      }
    >
      {translate(message)}
    </Alert>
  );
}
