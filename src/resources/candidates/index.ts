import PeopleIcon from '@mui/icons-material/PeopleAltOutlined';
import { lazy } from 'react';
import type { Candidate } from '../../dataProvider/types';
import type { ResourceDefinition } from '../../layout/screen';

const candidates: ResourceDefinition = {
  name: 'candidates',
  path: '/manage-candidate',
  list: lazy(() => import('./CandidatesPage')),
  icon: PeopleIcon,
  options: { label: 'app.menu.candidates' },
  title: 'app.titles.manage_candidates',
  menu: { order: 20 },
  recordRepresentation: (candidate: Candidate) => candidate.name || candidate.id,
};

export default candidates;
