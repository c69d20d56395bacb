import { Box } from '@mui/material';
import type { ReactNode } from 'react';
import type { Interview } from '../dataProvider/types';
import { InterviewListEmpty } from './InterviewListEmpty';
import { InterviewListRow } from './InterviewListRow';
import { InterviewListSkeleton } from './InterviewListSkeleton';

/** What the dashboard passes to each of its interview lists. */
export interface InterviewListProps {
  /** undefined until loaded */
  interviews?: Interview[];
  loading: boolean;
}

export interface InterviewListBodyProps extends InterviewListProps {
  empty: string;
  emptyIcon: ReactNode;
  renderEnd: (interview: Interview) => ReactNode;
}

/** The card's content: placeholder rows, the empty message, or the interviews in order. */
export function InterviewListBody({
  interviews,
  loading,
  empty,
  emptyIcon,
  renderEnd,
}: InterviewListBodyProps) {
  if (loading || !interviews) return <InterviewListSkeleton />;
  if (interviews.length === 0) return <InterviewListEmpty icon={emptyIcon} text={empty} />;
  return (
    <Box component="ol" sx={{ listStyle: 'none', m: 0, p: 0 }}>
      {interviews.map((interview) => (
        <InterviewListRow key={interview.id} interview={interview} end={renderEnd(interview)} />
      ))}
    </Box>
  );
}
