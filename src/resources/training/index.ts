import PsychologyIcon from '@mui/icons-material/PsychologyOutlined';
import type { TrainingSet } from '../../dataProvider/types';
import { sidebarResource } from '../../layout/screen';

export default sidebarResource('training', () => import('./TrainingPage'), {
  path: '/training',
  title: 'app.titles.training',
  menu: { label: 'app.menu.training', icon: PsychologyIcon, order: 60 },
  recordRepresentation: (set: TrainingSet) => set.domain,
});
