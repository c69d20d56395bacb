import AccountCircleIcon from '@mui/icons-material/AccountCircleOutlined';
import { lazy } from 'react';
import type { PageDefinition } from '../layout/screen';

const profile: PageDefinition = {
  path: '/profile',
  title: 'app.titles.profile',
  menu: { label: 'app.menu.profile', icon: AccountCircleIcon, order: 70 },
  component: lazy(() => import('./ProfilePage')),
};

export default profile;
