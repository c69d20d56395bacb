import ScoringIcon from '@mui/icons-material/GradingOutlined';
import { page } from '../layout/screen';

export default page('/scoring', () => import('./ScoringPage'), {
  title: 'app.titles.scoring',
  access: 'scoring',
  menu: { label: 'app.menu.scoring', icon: ScoringIcon, order: 65 },
});
