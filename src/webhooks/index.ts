import WebhookIcon from '@mui/icons-material/HubOutlined';
import { page } from '../layout/screen';

export default page('/webhooks', () => import('./WebhooksPage'), {
  title: 'app.titles.webhooks',
  access: 'webhooks',
  menu: { label: 'app.menu.webhooks', icon: WebhookIcon, order: 88 },
});
