import SettingsIcon from '@mui/icons-material/SettingsOutlined';
import { lazy } from 'react';
import type { PageDefinition } from '../layout/screen';

const settings: PageDefinition = {
  path: '/setting',
  title: 'app.titles.settings',
  menu: { label: 'app.menu.setting', icon: SettingsIcon, order: 90 },
  component: lazy(() => import('./SettingsPage')),
};

export default settings;
