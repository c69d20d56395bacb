import { Box, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { SearchField } from '../common/SearchField';
import { MAX_SEARCH_LENGTH } from '../resources/candidates/candidateListParams';

interface ResumeSearchProps {
  query: string;
  onQueryChange: (query: string) => void;
  /** how many candidates match */
  count: number;
  /** the server does not search: the matches are those of the loaded page */
  pageOnly?: boolean;
}

/** The name search above the list, and how many candidates it leaves. */
export function ResumeSearch({ query, onQueryChange, count, pageOnly }: ResumeSearchProps) {
  const translate = useTranslate();
  return (
    <Box sx={{ p: 2, pb: 1.5 }}>
      <SearchField
        placeholder="app.resume.search"
        maxLength={MAX_SEARCH_LENGTH}
        value={query}
        onChange={onQueryChange}
        fullWidth
      />
      <Typography variant="caption" color="text.secondary" sx={{ display: 'block', mt: 1 }}>
        {translate('app.resume.count', { smart_count: count })}
        {pageOnly ? ` · ${translate('app.resume.page_only')}` : ''}
      </Typography>
    </Box>
  );
}
