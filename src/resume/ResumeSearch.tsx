import SearchIcon from '@mui/icons-material/Search';
import { Box, InputAdornment, TextField, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';

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
      <TextField
        type="search"
        size="small"
        fullWidth
        value={query}
        onChange={(event) => onQueryChange(event.target.value)}
        placeholder={translate('app.resume.search')}
        slotProps={{
          htmlInput: { 'aria-label': translate('app.resume.search') },
          input: {
            startAdornment: (
              <InputAdornment position="start">
                <SearchIcon fontSize="small" />
              </InputAdornment>
            ),
          },
        }}
      />
      <Typography variant="caption" color="text.secondary" sx={{ display: 'block', mt: 1 }}>
        {translate('app.resume.count', { smart_count: count })}
      </Typography>
    </Box>
  );
}
