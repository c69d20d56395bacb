// The `jobs` resource: declared with <Resource name="jobs" {...jobs} /> in AdminApp.tsx. It has no
// data provider code: the data provider's ra-data-simple-rest fallback serves it.
import WorkIcon from '@mui/icons-material/WorkOutline';
import { lazy } from 'react';
import type { Job } from './jobChoices';

const jobs = {
  list: lazy(() => import('./JobList')),
  create: lazy(() => import('./JobCreate')),
  edit: lazy(() => import('./JobEdit')),
  icon: WorkIcon,
  recordRepresentation: (job: Job) => job.title,
};

export default jobs;
