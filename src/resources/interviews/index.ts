import HistoryIcon from '@mui/icons-material/History';
import VideoCameraFrontIcon from '@mui/icons-material/VideoCameraFrontOutlined';
import type { Interview } from '../../dataProvider/types';
import { page, sidebarResource } from '../../layout/screen';

export default sidebarResource('interviews', () => import('./AllInterviewsPage'), {
  path: '/interviews',
  title: 'app.titles.interviews',
  menu: { label: 'app.menu.all_interviews', icon: VideoCameraFrontIcon, order: 40 },
  recordRepresentation: (interview: Interview) => interview.title || interview.id,
  pages: [
    page('/scheduled-interviews', () => import('./ScheduledInterviewsPage'), {
      title: 'app.titles.scheduled_interviews',
    }),
    page('/interviews-history', () => import('./InterviewsHistoryPage'), {
      title: 'app.titles.interviews_history',
      menu: {
        label: 'app.menu.interviews_history',
        icon: HistoryIcon,
        order: 30,
        markUntilVisited: true,
      },
    }),
  ],
});
