import DashboardIcon from '@mui/icons-material/DashboardOutlined';
import { lazy } from 'react';
import type { PageDefinition } from '../layout/screen';

const dashboard: PageDefinition = {
  path: '/dashboard',
  title: 'app.titles.dashboard',
  menu: { label: 'app.menu.dashboard', icon: DashboardIcon, order: 10 },
  component: lazy(() => import('./DashboardPage')),
};

export default dashboard;
