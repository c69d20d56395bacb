import DescriptionIcon from '@mui/icons-material/DescriptionOutlined';
import { page } from '../layout/screen';

export default page('/resume', () => import('./ResumePage'), {
  title: 'app.titles.resume',
  menu: { label: 'app.menu.resume', icon: DescriptionIcon, order: 50 },
});
