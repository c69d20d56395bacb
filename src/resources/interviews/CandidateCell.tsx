import { Box, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { Interview } from '../../dataProvider/types';

/** The interview's candidate: name, and the public candidate id under it. */
export function CandidateCell({ interview }: { interview: Interview }) {
  const translate = useTranslate();
  const name = interview.candidate?.name?.trim() || translate('app.candidates.no_name');
  const candId = interview.candidate?.cand_id || translate('app.candidates.no_id');
  return (
    <Box sx={{ minWidth: 0 }}>
      {/* a long name ends in an ellipsis instead of widening the table: the whole on hover */}
      <Typography variant="body2" sx={{ fontWeight: 600, maxWidth: '14rem' }} noWrap title={name}>
        {name}
      </Typography>
      <Typography variant="caption" color="text.secondary" sx={{ fontFamily: 'monospace' }}>
        {candId}
      </Typography>
    </Box>
  );
}

/** The candidate's name for messages and labels ('No Name' when missing). */
export function useCandidateName() {
  const translate = useTranslate();
  return (interview: Interview | undefined): string =>
    interview?.candidate?.name?.trim() || translate('app.candidates.no_name');
}
