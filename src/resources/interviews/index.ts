import HistoryIcon from '@mui/icons-material/History';
import VideoCameraFrontIcon from '@mui/icons-material/VideoCameraFrontOutlined';
import type { Interview } from '../../dataProvider/types';
import { prefetchListView } from '../../common/listView';
import { page, sidebarResource } from '../../layout/screen';
import { INTERVIEW_VIEWS } from './interviewViews';

export default sidebarResource('interviews', () => import('./AllInterviewsPage'), {
  path: '/interviews',
  title: 'app.titles.interviews',
  menu: { label: 'app.menu.all_interviews', icon: VideoCameraFrontIcon, order: 40 },
  recordRepresentation: (interview: Interview) => interview.title || interview.id,
  prefetch: prefetchListView(INTERVIEW_VIEWS.all),
  pages: [
    page('/scheduled-interviews', () => import('./ScheduledInterviewsPage'), {
      title: 'app.titles.scheduled_interviews',
      prefetch: prefetchListView(INTERVIEW_VIEWS.scheduled),
    }),
    page('/interviews-history', () => import('./InterviewsHistoryPage'), {
      title: 'app.titles.interviews_history',
      prefetch: prefetchListView(INTERVIEW_VIEWS.history),
      menu: {
        label: 'app.menu.interviews_history',
        icon: HistoryIcon,
        order: 30,
        markUntilVisited: true,
      },
    }),
  ],
});
