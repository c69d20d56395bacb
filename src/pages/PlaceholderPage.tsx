import ConstructionIcon from '@mui/icons-material/ConstructionOutlined';
import { Box, Card, CardContent, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { useLocation } from 'react-router-dom';
import { titleFor } from '../layout/routes';

/** Stands in for a screen that a later issue brings; shows the route's title. */
export function PlaceholderPage() {
  const translate = useTranslate();
  const { pathname } = useLocation();
  const titleKey = titleFor(pathname);
  const title = titleKey ? translate(titleKey) : pathname;
  return (
    <Card sx={{ maxWidth: 720 }}>
      <CardContent sx={{ display: 'flex', gap: 2, alignItems: 'flex-start', p: 3 }}>
        <Box
          sx={{
            display: 'grid',
            placeItems: 'center',
            width: 44,
            height: 44,
            flexShrink: 0,
            borderRadius: 2.5,
            color: 'primary.main',
            bgcolor: 'rgba(79, 70, 229, 0.1)',
          }}
        >
          <ConstructionIcon />
        </Box>
        <Box>
          <Typography variant="h5" component="h2" gutterBottom>
            {title}
          </Typography>
          <Typography color="text.secondary">{translate('app.placeholder.body')}</Typography>
        </Box>
      </CardContent>
    </Card>
  );
}

export default PlaceholderPage;
