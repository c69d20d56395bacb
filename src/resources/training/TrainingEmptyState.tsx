import SchoolOutlinedIcon from '@mui/icons-material/SchoolOutlined';
import { Box, Card, CardContent, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { useTranslate } from 'react-admin';

/** No training set yet: what the sets are for, and the add button. */
export function TrainingEmptyState({ action }: { action: ReactNode }) {
  const translate = useTranslate();
  return (
    <Card>
      <CardContent
        sx={{
          display: 'flex',
          flexDirection: 'column',
          alignItems: 'center',
          textAlign: 'center',
          gap: 1.5,
          py: 8,
          px: 3,
        }}
      >
        <Box
          sx={{
            display: 'grid',
            placeItems: 'center',
            width: 56,
            height: 56,
            borderRadius: 3,
            color: 'primary.main',
            bgcolor: 'rgba(79, 70, 229, 0.1)',
          }}
        >
          <SchoolOutlinedIcon />
        </Box>
        <Typography variant="h6" component="h2">
          {translate('app.training.empty_title')}
        </Typography>
        <Typography color="text.secondary" sx={{ maxWidth: 420, mb: 1 }}>
          {translate('app.training.empty_body')}
        </Typography>
        {action}
      </CardContent>
    </Card>
  );
}
