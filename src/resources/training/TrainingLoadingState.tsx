import { Box, Card, CardContent, Skeleton, Stack } from '@mui/material';

/** The page's outline while the sets load: a few domain buttons and a card of questions. */
export function TrainingLoadingState() {
  return (
    <Stack spacing={3} aria-busy="true">
      <Box sx={{ display: 'flex', gap: 1 }}>
        {[96, 120, 84].map((width) => (
          <Skeleton key={width} variant="rounded" width={width} height={36} />
        ))}
      </Box>
      <Card>
        <CardContent sx={{ p: 3 }}>
          <Skeleton variant="text" width="30%" height={40} />
          <Skeleton variant="text" width="20%" />
          {[0, 1, 2].map((row) => (
            <Skeleton key={row} variant="rounded" height={72} sx={{ mt: 1.5 }} />
          ))}
        </CardContent>
      </Card>
    </Stack>
  );
}
