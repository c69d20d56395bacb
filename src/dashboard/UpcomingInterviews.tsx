import EventAvailableIcon from '@mui/icons-material/EventAvailableOutlined';
import type { InterviewListProps } from './InterviewListBody';
import { InterviewListCard } from './InterviewListCard';
import { InterviewVoiceChip } from './InterviewVoiceChip';

/** The soonest scheduled interviews. */
export function UpcomingInterviews(props: InterviewListProps) {
  return (
    <InterviewListCard
      {...props}
      testId="upcoming-interviews"
      messages="app.dashboard.upcoming"
      to="/scheduled-interviews"
      emptyIcon={<EventAvailableIcon />}
      renderEnd={(interview) => <InterviewVoiceChip interview={interview} />}
    />
  );
}
