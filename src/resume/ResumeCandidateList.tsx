import { List, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { RetryAlert } from '../common/RetryAlert';
import type { Candidate } from '../dataProvider/types';
import { ResumeCandidateItem } from './ResumeCandidateItem';
import { ResumeListSkeleton } from './ResumeListSkeleton';

interface ResumeCandidateListProps {
  candidates: Candidate[];
  selected: Candidate | null;
  onSelect: (candidate: Candidate) => void;
  /** the name search, to tell "no match" from "no candidate at all" */
  query: string;
  isPending: boolean;
  error: unknown;
  onRetry: () => void;
}

/** The scrolling part of the list: loading, load error, nothing to show, or the candidates. */
export function ResumeCandidateList({
  candidates,
  selected,
  onSelect,
  query,
  isPending,
  error,
  onRetry,
}: ResumeCandidateListProps) {
  const translate = useTranslate();
  if (isPending) return <ResumeListSkeleton />;
  if (error) {
    return (
      <RetryAlert
        message="app.resume.load_failed"
        retryLabel="app.interviews.retry"
        onRetry={onRetry}
        sx={{ m: 2 }}
      />
    );
  }
  if (candidates.length === 0) {
    return (
      <Typography color="text.secondary" sx={{ p: 3, textAlign: 'center' }} role="status">
        {query.trim()
          ? translate('app.resume.no_match', { q: query.trim() })
          : translate('app.candidates.empty')}
      </Typography>
    );
  }
  return (
    <List dense disablePadding>
      {candidates.map((candidate) => (
        <ResumeCandidateItem
          key={candidate.id}
          candidate={candidate}
          selected={selected?.id === candidate.id}
          onSelect={onSelect}
        />
      ))}
    </List>
  );
}
