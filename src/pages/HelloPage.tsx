import { Typography } from '@mui/material';
import { useTranslate } from 'react-admin';

/** The spec's placeholder screen that only says 'hello' (mounted at /hello). */
export default function HelloPage() {
  const translate = useTranslate();
  return <Typography>{translate('app.common.hello')}</Typography>;
}
