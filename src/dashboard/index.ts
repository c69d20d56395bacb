import DashboardIcon from '@mui/icons-material/DashboardOutlined';
import { page } from '../layout/screen';

export default page('/dashboard', () => import('./DashboardPage'), {
  title: 'app.titles.dashboard',
  menu: { label: 'app.menu.dashboard', icon: DashboardIcon, order: 10 },
});
