import DeleteIcon from '@mui/icons-material/DeleteOutlined';
import { lazy } from 'react';
import type { PageDefinition } from '../layout/screen';

const trash: PageDefinition = {
  path: '/trash',
  title: 'app.titles.trash',
  menu: { label: 'app.menu.trash', icon: DeleteIcon, order: 80 },
  component: lazy(() => import('./TrashPage')),
};

export default trash;
