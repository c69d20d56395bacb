// /resume: the candidates with their resumes; the selected one's PDF previews inline.
import ChevronLeftIcon from '@mui/icons-material/ChevronLeft';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import DescriptionIcon from '@mui/icons-material/DescriptionOutlined';
import SearchIcon from '@mui/icons-material/Search';
import {
  Alert,
  Avatar,
  Box,
  Button,
  Card,
  Chip,
  IconButton,
  InputAdornment,
  LinearProgress,
  List,
  ListItemButton,
  ListItemText,
  Skeleton,
  TextField,
  Typography,
} from '@mui/material';
import { useMemo, useState } from 'react';
import { useGetList, useTranslate } from 'react-admin';
import { useSearchParams } from 'react-router-dom';
import type { Candidate } from '../dataProvider/types';
import { ResumePreview } from './ResumePreview';
import { hasResume, initialsOf, matchesName } from './resumeList';

const PAGE_SIZE = 100;
const SELECTED_PARAM = 'candidate';

export function ResumePage() {
  const translate = useTranslate();
  const [params, setParams] = useSearchParams();
  const selectedId = params.get(SELECTED_PARAM);
  const [page, setPage] = useState(1);
  const [query, setQuery] = useState('');

  const { data, meta, isPending, isFetching, error, refetch } = useGetList<Candidate>(
    'candidates',
    {
      filter: { state: 'all' },
      pagination: { page, perPage: PAGE_SIZE },
      sort: { field: 'created_at', order: 'DESC' },
    },
    { placeholderData: (previous) => previous },
  );
  const totalPages = typeof meta?.totalPages === 'number' ? Math.max(1, meta.totalPages) : 1;
  const candidates = useMemo(() => data ?? [], [data]);
  const shown = useMemo(() => candidates.filter((c) => matchesName(c, query)), [candidates, query]);
  const selected = candidates.find((c) => String(c.id) === selectedId) ?? null;

  const select = (candidate: Candidate) => {
    const next = new URLSearchParams(params);
    next.set(SELECTED_PARAM, String(candidate.id));
    setParams(next, { replace: true });
  };

  return (
    <Box
      sx={{
        display: 'grid',
        gridTemplateColumns: { xs: '1fr', md: '340px minmax(0, 1fr)' },
        gap: 2,
        alignItems: 'start',
      }}
    >
      <Card
        component="section"
        aria-label={translate('app.resume.list_label')}
        sx={{
          display: 'flex',
          flexDirection: 'column',
          maxHeight: { md: 'calc(100vh - 112px)' },
          position: { md: 'sticky' },
          top: { md: 88 },
        }}
      >
        <Box sx={{ p: 2, pb: 1.5 }}>
          <TextField
            type="search"
            size="small"
            fullWidth
            value={query}
            onChange={(event) => setQuery(event.target.value)}
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
            {translate('app.resume.count', { smart_count: shown.length })}
          </Typography>
        </Box>
        <Box sx={{ height: 2 }}>{isFetching && !isPending && <LinearProgress />}</Box>
        <Box sx={{ overflowY: 'auto', flex: 1, borderTop: 1, borderColor: 'divider' }}>
          {isPending ? (
            <ListSkeleton />
          ) : error ? (
            <Alert
              severity="error"
              sx={{ m: 2 }}
              action={
                <Button color="inherit" size="small" onClick={() => void refetch()}>
                  {translate('app.interviews.retry')}
                </Button>
              }
            >
              {translate('app.resume.load_failed')}
            </Alert>
          ) : shown.length === 0 ? (
            <Typography color="text.secondary" sx={{ p: 3, textAlign: 'center' }} role="status">
              {query.trim()
                ? translate('app.resume.no_match', { q: query.trim() })
                : translate('app.candidates.empty')}
            </Typography>
          ) : (
            <List dense disablePadding>
              {shown.map((candidate) => (
                <CandidateItem
                  key={candidate.id}
                  candidate={candidate}
                  selected={selected?.id === candidate.id}
                  onSelect={select}
                />
              ))}
            </List>
          )}
        </Box>
        {totalPages > 1 && (
          <Box
            sx={{
              display: 'flex',
              alignItems: 'center',
              justifyContent: 'space-between',
              px: 1,
              py: 0.5,
              borderTop: 1,
              borderColor: 'divider',
            }}
          >
            <IconButton
              size="small"
              disabled={page <= 1}
              onClick={() => setPage((p) => Math.max(1, p - 1))}
              aria-label={translate('app.resume.previous_page')}
            >
              <ChevronLeftIcon />
            </IconButton>
            <Typography variant="caption" color="text.secondary">
              {translate('app.resume.page_of', { page, pages: totalPages })}
            </Typography>
            <IconButton
              size="small"
              disabled={page >= totalPages}
              onClick={() => setPage((p) => Math.min(totalPages, p + 1))}
              aria-label={translate('app.resume.next_page')}
            >
              <ChevronRightIcon />
            </IconButton>
          </Box>
        )}
      </Card>
      <ResumePreview candidate={selected} />
    </Box>
  );
}

function CandidateItem({
  candidate,
  selected,
  onSelect,
}: {
  candidate: Candidate;
  selected: boolean;
  onSelect: (candidate: Candidate) => void;
}) {
  const translate = useTranslate();
  const name = candidate.name?.trim() || translate('app.candidates.no_name');
  const withResume = hasResume(candidate);
  return (
    <ListItemButton
      selected={selected}
      aria-current={selected ? 'true' : undefined}
      onClick={() => onSelect(candidate)}
      sx={{ gap: 1.5, py: 1, px: 2 }}
    >
      <Avatar
        sx={{
          width: 34,
          height: 34,
          fontSize: 14,
          fontWeight: 600,
          bgcolor: withResume ? 'primary.main' : 'grey.400',
        }}
        aria-hidden
      >
        {initialsOf(name)}
      </Avatar>
      <ListItemText
        primary={name}
        secondary={candidate.cand_id || translate('app.candidates.no_id')}
        slotProps={{
          primary: { noWrap: true, sx: { fontWeight: 600 } },
          secondary: { sx: { fontFamily: 'monospace' } },
        }}
        sx={{ minWidth: 0 }}
      />
      {withResume ? (
        <DescriptionIcon fontSize="small" color="action" aria-hidden />
      ) : (
        <Chip size="small" variant="outlined" label={translate('app.candidates.no_resume')} />
      )}
    </ListItemButton>
  );
}

function ListSkeleton() {
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

export default ResumePage;
