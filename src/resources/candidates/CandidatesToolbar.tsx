import FileDownloadOutlined from '@mui/icons-material/FileDownloadOutlined';
import PersonAddAlt1Outlined from '@mui/icons-material/PersonAddAlt1Outlined';
import UploadFileOutlined from '@mui/icons-material/UploadFileOutlined';
import { Box, Button } from '@mui/material';
import { useTranslate } from 'react-admin';
import { BusyIcon } from '../../common/BusyIcon';
import { ResponsiveRow } from '../../common/ResponsiveRow';
import type { SegregatedState } from '../../dataProvider/types';
import { CandidateFilterBar, type CandidateFilterBarProps } from './CandidateFilterBar';
import { CandidateSearch } from './CandidateSearch';

export interface CandidatesToolbarProps {
  state: SegregatedState;
  counts: CandidateFilterBarProps['counts'];
  onStateChange(state: SegregatedState): void;
  /** the search in the address, and what to do with a new one */
  search: string;
  onSearch(text: string): void;
  /** exports what the list shows to CSV; no button without it (a server without the export) */
  onExport?(): void;
  exporting?: boolean;
  /** no Add button without it (a role that may not add candidates) */
  onAdd?(): void;
  /** the pointer or the focus is on Add: a moment to fetch the popup it opens */
  onAddIntent?(): void;
  /** opens the import of many resumes, and fetches it ahead; no Import button without it */
  onImport?(): void;
  onImportIntent?(): void;
}

/** The interview-state filters, the search and the Add button above the table. */
export function CandidatesToolbar({
  state,
  counts,
  onStateChange,
  search,
  onSearch,
  onExport,
  exporting = false,
  onAdd,
  onAddIntent,
  onImport,
  onImportIntent,
}: CandidatesToolbarProps) {
  const translate = useTranslate();
  return (
    <>
      <ResponsiveRow from="md" narrowAlign="stretch" sx={{ p: 2, pb: 1.5 }}>
        <CandidateFilterBar
          value={state}
          counts={counts}
          onChange={(next) => {
            if (next !== state) onStateChange(next);
          }}
        />
        {onAdd ? (
          <Button
            variant="contained"
            startIcon={<PersonAddAlt1Outlined />}
            onClick={onAdd}
            onMouseEnter={onAddIntent}
            onFocus={onAddIntent}
            sx={{ alignSelf: { xs: 'flex-start', md: 'center' }, flexShrink: 0 }}
          >
            {translate('app.candidate_screen.add_button')}
          </Button>
        ) : null}
      </ResponsiveRow>
      <Box sx={{ px: 2, pb: 1.5, display: 'flex', gap: 2, alignItems: 'center', flexWrap: 'wrap' }}>
        <CandidateSearch value={search} onSearch={onSearch} />
        {onExport ? (
          <Button
            variant="outlined"
            onClick={onExport}
            disabled={exporting}
            startIcon={exporting ? <BusyIcon /> : <FileDownloadOutlined />}
          >
            {translate('app.candidate_screen.export')}
          </Button>
        ) : null}
        {onImport ? (
          <Button
            variant="outlined"
            onClick={onImport}
            onMouseEnter={onImportIntent}
            onFocus={onImportIntent}
            startIcon={<UploadFileOutlined />}
          >
            {translate('app.candidate_import.button')}
          </Button>
        ) : null}
      </Box>
    </>
  );
}
