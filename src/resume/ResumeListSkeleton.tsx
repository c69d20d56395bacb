import { Box, Skeleton } from '@mui/material';

/** Placeholder rows (avatar, name, id) while the first page of candidates loads. */
export function ResumeListSkeleton() {
  return (
    <Box sx={{ p: 2, display: 'grid', gap: 1.5 }} aria-hidden>
      {Array.from({ length: 6 }, (_, i) => (
        <Box key={i} sx={{ display: 'flex', gap: 1.5, alignItems: 'center' }}>
          <Skeleton variant="circular" width={34} height={34} />
          <Box sx={{ flex: 1 }}>
            <Skeleton width="70%" />
            <Skeleton width="40%" />
          </Box>
        </Box>
      ))}
    </Box>
  );
}
