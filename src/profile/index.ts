import AccountCircleIcon from '@mui/icons-material/AccountCircleOutlined';
import { page } from '../layout/screen';

export default page('/profile', () => import('./ProfilePage'), {
  title: 'app.titles.profile',
  menu: { label: 'app.menu.profile', icon: AccountCircleIcon, order: 70 },
});
