import OutboxIcon from '@mui/icons-material/ForwardToInboxOutlined';
import { page } from '../layout/screen';

export default page('/outbox', () => import('./OutboxPage'), {
  title: 'app.titles.outbox',
  access: 'outbox',
  menu: { label: 'app.menu.outbox', icon: OutboxIcon, order: 87 },
});
