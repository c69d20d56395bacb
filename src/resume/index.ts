import DescriptionIcon from '@mui/icons-material/DescriptionOutlined';
import { lazy } from 'react';
import type { PageDefinition } from '../layout/screen';

const resume: PageDefinition = {
  path: '/resume',
  title: 'app.titles.resume',
  menu: { label: 'app.menu.resume', icon: DescriptionIcon, order: 50 },
  component: lazy(() => import('./ResumePage')),
};

export default resume;
