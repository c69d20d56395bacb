// /resume: the candidates with their resumes; the selected one's PDF previews inline.
import { Box, Card, LinearProgress } from '@mui/material';
import { useTranslate } from 'react-admin';
import { ResponsiveGrid } from '../common/ResponsiveGrid';
import { ResumeCandidateList } from './ResumeCandidateList';
import { ResumePager } from './ResumePager';
import { ResumePreview } from './ResumePreview';
import { ResumeSearch } from './ResumeSearch';
import { useResumeCandidates } from './useResumeCandidates';

export function ResumePage() {
  const translate = useTranslate();
  const list = useResumeCandidates();

  return (
    <ResponsiveGrid from="md" columns="340px minmax(0, 1fr)" sx={{ alignItems: 'start' }}>
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
        <ResumeSearch
          query={list.query}
          onQueryChange={list.setQuery}
          count={list.count}
          pageOnly={list.pageOnly}
        />
        <Box sx={{ height: 2 }}>{list.isFetching && !list.isPending && <LinearProgress />}</Box>
        <Box sx={{ overflowY: 'auto', flex: 1, borderTop: 1, borderColor: 'divider' }}>
          <ResumeCandidateList
            candidates={list.shown}
            selected={list.selected}
            onSelect={list.select}
            query={list.query}
            isPending={list.isPending}
            error={list.error}
            onRetry={() => void list.refetch()}
          />
        </Box>
        {list.totalPages > 1 && (
          <ResumePager page={list.page} totalPages={list.totalPages} setPage={list.setPage} />
        )}
      </Card>
      <ResumePreview candidate={list.selected} />
    </ResponsiveGrid>
  );
}

export default ResumePage;
