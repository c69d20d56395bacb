import SearchOffIcon from '@mui/icons-material/SearchOff';
import { Box, Button, Card, CardContent, Typography } from '@mui/material';
import { Title, useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';

/** An unknown path inside the guarded area, shown in the layout. */
export function NotFoundPage() {
  const translate = useTranslate();
  return (
    <Box sx={{ display: 'grid', placeItems: 'center', flex: 1, py: 6 }}>
      {/* the top bar's heading says it: an unknown path has no screen to name it */}
      <Title title="app.not_found.title" />
      <Card sx={{ maxWidth: 480, width: '100%', textAlign: 'center' }}>
        <CardContent sx={{ p: 4 }}>
          <SearchOffIcon sx={{ fontSize: 48, color: 'primary.main', mb: 1 }} />
          <Typography color="text.secondary" sx={{ mb: 3 }}>
            {translate('app.not_found.body')}
          </Typography>
          <Button variant="contained" component={Link} to="/dashboard">
            {translate('app.not_found.back')}
          </Button>
        </CardContent>
      </Card>
    </Box>
  );
}
