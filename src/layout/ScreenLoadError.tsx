import CloudOffIcon from '@mui/icons-material/CloudOff';
import RefreshIcon from '@mui/icons-material/Refresh';
import { Box, Button, Card, CardContent, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { useLocation, useTranslate } from 'react-admin';
import {
  LoadErrorBoundary,
  useLoadRetryCount,
  type LoadErrorFallbackProps,
} from '../common/LoadErrorBoundary';

/**
 * In the layout's content, where a screen whose code could not be downloaded would be: what
 * happened and Retry. The top bar's refresh and going to another screen retry as well.
 */
export function ScreenLoadError({ error, retry }: LoadErrorFallbackProps) {
  const translate = useTranslate();
  return (
    <Box sx={{ display: 'grid', placeItems: 'center', flex: 1, py: 6 }}>
      <Card role="alert" sx={{ maxWidth: 480, width: '100%', textAlign: 'center' }}>
        <CardContent sx={{ p: 4 }}>
          <CloudOffIcon sx={{ fontSize: 48, color: 'primary.main', mb: 1 }} />
          <Typography variant="h5" component="h2" gutterBottom>
            {translate('app.load_error.screen')}
          </Typography>
          <Typography color="text.secondary" sx={{ mb: 3 }}>
            {translate(error.needsReload ? 'app.load_error.reload' : 'app.load_error.unreachable')}
          </Typography>
          <Button variant="contained" startIcon={<RefreshIcon />} onClick={retry}>
            {translate('app.load_error.retry')}
          </Button>
        </CardContent>
      </Card>
    </Box>
  );
}

/**
 * A screen whose code may fail to download: ScreenLoadError in its place, tried again on another
 * path, on the top bar's refresh and on Retry.
 */
export function ScreenLoadBoundary({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  const retries = useLoadRetryCount();
  return (
    <LoadErrorBoundary
      resetKeys={[pathname, retries]}
      fallback={(props) => <ScreenLoadError {...props} />}
    >
      {children}
    </LoadErrorBoundary>
  );
}
