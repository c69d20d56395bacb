import ConstructionIcon from '@mui/icons-material/ConstructionOutlined';
import { Box, Card, CardContent, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';

/** Stands in for a screen whose content the spec does not show; `title` is a translation key. */
export default function PlaceholderPage({ title }: { title: string }) {
  const translate = useTranslate();
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
            {translate(title)}
          </Typography>
          <Typography color="text.secondary">{translate('app.placeholder.body')}</Typography>
        </Box>
      </CardContent>
    </Card>
  );
}
