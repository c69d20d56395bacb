import DeleteIcon from '@mui/icons-material/DeleteOutlined';
import { prefetchListView } from '../common/listView';
import { page } from '../layout/screen';
import { TRASH_VIEW } from './trashView';

export default page('/trash', () => import('./TrashPage'), {
  title: 'app.titles.trash',
  menu: { label: 'app.menu.trash', icon: DeleteIcon, order: 80 },
  prefetch: prefetchListView(TRASH_VIEW),
});
