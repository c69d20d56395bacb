import PsychologyIcon from '@mui/icons-material/PsychologyOutlined';
import { lazy } from 'react';
import type { TrainingSet } from '../../dataProvider/types';
import type { ResourceDefinition } from '../../layout/screen';

const training: ResourceDefinition = {
  name: 'training',
  path: '/training',
  list: lazy(() => import('./TrainingPage')),
  icon: PsychologyIcon,
  options: { label: 'app.menu.training' },
  title: 'app.titles.training',
  menu: { order: 60 },
  recordRepresentation: (set: TrainingSet) => set.domain,
};

export default training;
