import ErrorOutlineIcon from '@mui/icons-material/ErrorOutline';
import { useListContext } from 'react-admin';
import { RetryAlert } from './RetryAlert';

/** Shown in place of a list whose load failed (the error itself is toasted): a retry button. */
export function ListLoadError({ message }: { message: string }) {
  const { refetch } = useListContext();
  return (
    <RetryAlert
      message={message}
      retryLabel="app.interviews.retry"
      onRetry={() => void refetch()}
      icon={<ErrorOutlineIcon />}
      sx={{ m: 2 }}
    />
  );
}
