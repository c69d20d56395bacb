import GroupIcon from '@mui/icons-material/GroupOutlined';
import { page } from '../layout/screen';

export default page('/members', () => import('./MembersPage'), {
  title: 'app.titles.members',
  access: 'members',
  menu: { label: 'app.menu.members', icon: GroupIcon, order: 85 },
});
