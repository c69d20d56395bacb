// The jobs resource, served by the data provider's ra-data-simple-rest fallback (no code there).
import WorkIcon from '@mui/icons-material/WorkOutline';
import { preloadable } from '../../common/preloadable';
import type { ResourceDefinition } from '../../layout/screen';
import type { Job } from './jobChoices';

const jobs: ResourceDefinition = {
  name: 'jobs',
  list: preloadable(() => import('./JobList')),
  create: preloadable(() => import('./JobCreate')),
  edit: preloadable(() => import('./JobEdit')),
  icon: WorkIcon,
  options: { label: 'app.titles.jobs_target' },
  title: 'app.titles.jobs_target',
  recordRepresentation: (job: Job) => job.title,
  // Jobs Target sits on the spec's route and outside the sidebar; a new resource leaves both out
  path: '/jobs-target',
  menu: false,
};

export default jobs;
