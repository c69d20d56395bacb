import HistoryIcon from '@mui/icons-material/History';
import { page } from '../layout/screen';

export default page('/audit', () => import('./AuditPage'), {
  title: 'app.titles.audit',
  access: 'audit',
  menu: { label: 'app.menu.audit', icon: HistoryIcon, order: 86 },
});
