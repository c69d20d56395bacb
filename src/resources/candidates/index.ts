import PeopleIcon from '@mui/icons-material/PeopleAltOutlined';
import type { Candidate } from '../../dataProvider/types';
import { sidebarResource } from '../../layout/screen';

export default sidebarResource('candidates', () => import('./CandidatesPage'), {
  path: '/manage-candidate',
  title: 'app.titles.manage_candidates',
  menu: { label: 'app.menu.candidates', icon: PeopleIcon, order: 20 },
  recordRepresentation: (candidate: Candidate) => candidate.name || candidate.id,
});
