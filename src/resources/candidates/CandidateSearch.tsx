// The candidates search box: what is typed goes to the address (and so to the server) once the
// typing pauses, and follows the address when it changes otherwise (Back, a shared link).
import { DebouncedSearchField } from '../../common/DebouncedSearchField';
import { MAX_SEARCH_LENGTH } from './candidateListParams';

interface CandidateSearchProps {
  /** the search in the address */
  value: string;
  onSearch(text: string): void;
}

export function CandidateSearch({ value, onSearch }: CandidateSearchProps) {
  return (
    <DebouncedSearchField
      placeholder="app.candidate_screen.search"
      value={value}
      onSearch={onSearch}
      maxLength={MAX_SEARCH_LENGTH}
      sx={{ width: { xs: '100%', sm: 360 } }}
    />
  );
}
