import { Box, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { useTranslate } from 'react-admin';

interface EmptyStateProps {
  icon: ReactNode;
  /** translation keys, both translated with `translateOptions` */
  title: string;
  body?: string;
  translateOptions?: Record<string, unknown>;
  action?: ReactNode;
}

/** A centred message for a screen with nothing to show: icon, title, one line, an action. */
export function EmptyState({ icon, title, body, translateOptions, action }: EmptyStateProps) {
  const translate = useTranslate();
  return (
    <Box
      role="status"
      sx={{
        display: 'flex',
        flexDirection: 'column',
        alignItems: 'center',
        textAlign: 'center',
        gap: 1,
        py: 8,
        px: 3,
      }}
    >
      <Box
        aria-hidden
        sx={{
          display: 'grid',
          placeItems: 'center',
          width: 56,
          height: 56,
          mb: 1,
          borderRadius: 3,
          color: 'primary.main',
          bgcolor: 'rgba(79, 70, 229, 0.1)',
          '& svg': { fontSize: 30 },
        }}
      >
        {icon}
      </Box>
      <Typography variant="h6" component="h2">
        {translate(title, translateOptions)}
      </Typography>
      {body && (
        <Typography color="text.secondary" sx={{ maxWidth: 460 }}>
          {translate(body, translateOptions)}
        </Typography>
      )}
      {action && <Box sx={{ mt: 2 }}>{action}</Box>}
    </Box>
  );
}
