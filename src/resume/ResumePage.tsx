// /resume: the candidates with their resumes; the selected one's PDF previews inline.
import { Box, Card, LinearProgress, useMediaQuery, type Theme } from '@mui/material';
import { useEffect, useRef, type RefObject } from 'react';
import { useTranslate } from 'react-admin';
import type { Candidate } from '../dataProvider/types';
import { ResponsiveGrid } from '../common/ResponsiveGrid';
import { ResumeCandidateList } from './ResumeCandidateList';
import { ResumePager } from './ResumePager';
import { ResumePreview } from './ResumePreview';
import { ResumeSearch } from './ResumeSearch';
import { useResumeCandidates } from './useResumeCandidates';

/** From this breakpoint up, the list and the preview sit side by side; below it, stacked. */
const SIDE_BY_SIDE = 'md';

export function ResumePage() {
  const translate = useTranslate();
  const list = useResumeCandidates();
  const listRef = useRef<HTMLDivElement>(null);
  const preview = useSelectedInView(list.selected, listRef);

  return (
    <ResponsiveGrid from={SIDE_BY_SIDE} columns="340px minmax(0, 1fr)" sx={{ alignItems: 'start' }}>
      <Card
        ref={listRef}
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
            onSelect={(candidate) => {
              preview.bringIntoView();
              list.select(candidate);
            }}
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
      <ResumePreview ref={preview.ref} candidate={list.selected} onBack={preview.backToList} />
    </ResponsiveGrid>
  );
}

/** Smooth, unless the user asks for reduced motion. */
const scrollBehavior = (): ScrollBehavior =>
  window.matchMedia('(prefers-reduced-motion: reduce)').matches ? 'auto' : 'smooth';

/**
 * Below SIDE_BY_SIDE the preview sits under the list, out of sight on a phone once the list is
 * longer than the screen: a candidate chosen there is brought into view, under the top bar (the
 * preview's scroll margin), and the preview offers the way back (`backToList`): the chosen
 * candidate in the list, in view and focused, to choose the next. Side by side, nothing moves and
 * there is no way back to offer.
 */
function useSelectedInView(selected: Candidate | null, listRef: RefObject<HTMLElement | null>) {
  const stacked = useMediaQuery<Theme>((theme) => theme.breakpoints.down(SIDE_BY_SIDE));
  const ref = useRef<HTMLDivElement>(null);
  const chosen = useRef(false);
  useEffect(() => {
    if (!chosen.current || !selected) return;
    chosen.current = false;
    ref.current?.scrollIntoView({ block: 'start', behavior: scrollBehavior() });
  }, [selected]);
  return {
    ref,
    /** the next candidate selected is brought into view, if the preview is under the list */
    bringIntoView: () => {
      chosen.current = stacked;
    },
    backToList: stacked
      ? () => {
          const list = listRef.current;
          // the chosen candidate, unless the list has turned to another page since
          const item = list?.querySelector<HTMLElement>('[aria-current="true"]');
          (item ?? list)?.scrollIntoView({ block: 'center', behavior: scrollBehavior() });
          item?.focus({ preventScroll: true });
        }
      : undefined,
  };
}

export default ResumePage;
