import { Box, Skeleton, Stack } from '@mui/material';
import { LIST_SIZE } from './dashboardData';

/** As many placeholder rows as the list shows, while the interviews load. */
export function InterviewListSkeleton() {
  return (
    <Stack spacing={1.5} aria-hidden="true">
      {Array.from({ length: LIST_SIZE }, (_, i) => (
        <Box key={i} sx={{ display: 'flex', alignItems: 'center', gap: 1.5, py: 0.5 }}>
          <Skeleton variant="circular" width={36} height={36} />
          <Box sx={{ flex: 1 }}>
            <Skeleton variant="text" width="45%" />
            <Skeleton variant="text" width="70%" />
          </Box>
        </Box>
      ))}
    </Stack>
  );
}
