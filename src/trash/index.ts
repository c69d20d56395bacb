import DeleteIcon from '@mui/icons-material/DeleteOutlined';
import { page } from '../layout/screen';

export default page('/trash', () => import('./TrashPage'), {
  title: 'app.titles.trash',
  menu: { label: 'app.menu.trash', icon: DeleteIcon, order: 80 },
});
