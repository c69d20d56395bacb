import HistoryIcon from '@mui/icons-material/History';
import VideoCameraFrontIcon from '@mui/icons-material/VideoCameraFrontOutlined';
import { lazy } from 'react';
import type { Interview } from '../../dataProvider/types';
import type { ResourceDefinition } from '../../layout/screen';

const interviews: ResourceDefinition = {
  name: 'interviews',
  path: '/interviews',
  list: lazy(() => import('./AllInterviewsPage')),
  icon: VideoCameraFrontIcon,
  options: { label: 'app.menu.all_interviews' },
  title: 'app.titles.interviews',
  menu: { order: 40 },
  recordRepresentation: (interview: Interview) => interview.title || interview.id,
  pages: [
    {
      path: '/scheduled-interviews',
      title: 'app.titles.scheduled_interviews',
      component: lazy(() => import('./ScheduledInterviewsPage')),
    },
    {
      path: '/interviews-history',
      title: 'app.titles.interviews_history',
      menu: {
        label: 'app.menu.interviews_history',
        icon: HistoryIcon,
        order: 30,
        markUntilVisited: true,
      },
      component: lazy(() => import('./InterviewsHistoryPage')),
    },
  ],
};

export default interviews;
