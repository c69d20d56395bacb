import FactCheckIcon from '@mui/icons-material/FactCheckOutlined';
import type { InterviewListProps } from './InterviewListBody';
import { InterviewListCard } from './InterviewListCard';
import { InterviewScore } from './InterviewScore';

/** The latest completed interviews, with their scores. */
export function LatestCompleted(props: InterviewListProps) {
  return (
    <InterviewListCard
      {...props}
      testId="latest-completed"
      messages="app.dashboard.latest"
      to="/interviews-history"
      emptyIcon={<FactCheckIcon />}
      renderEnd={(interview) => <InterviewScore interview={interview} />}
    />
  );
}
