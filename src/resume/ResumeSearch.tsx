import { Box, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { SearchField } from '../common/SearchField';

interface ResumeSearchProps {
  query: string;
  onQueryChange: (query: string) => void;
  /** how many candidates match */
  count: number;
}

/** The name search above the list, and how many candidates it leaves. */
export function ResumeSearch({ query, onQueryChange, count }: ResumeSearchProps) {
  const translate = useTranslate();
  return (
    <Box sx={{ p: 2, pb: 1.5 }}>
      <SearchField
        placeholder="app.resume.search"
        value={query}
        onChange={onQueryChange}
        fullWidth
      />
      <Typography variant="caption" color="text.secondary" sx={{ display: 'block', mt: 1 }}>
        {translate('app.resume.count', { smart_count: count })}
      </Typography>
    </Box>
  );
}
