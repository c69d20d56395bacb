import SettingsIcon from '@mui/icons-material/SettingsOutlined';
import { page } from '../layout/screen';

export default page('/setting', () => import('./SettingsPage'), {
  title: 'app.titles.settings',
  menu: { label: 'app.menu.setting', icon: SettingsIcon, order: 90 },
});
