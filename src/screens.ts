// Every screen of the console, one line each: the router (AdminApp), the sidebar (Menu) and the top
// bar title (Layout) are derived from this list. Each entry is declared in its folder's index.ts.
import audit from './audit';
import dashboard from './dashboard';
import type { ScreenDefinition } from './layout/screen';
import members from './members';
import outbox from './outbox';
import { assignedJobs, hello, skills } from './pages';
import profile from './profile';
import candidates from './resources/candidates';
import interviews from './resources/interviews';
import jobs from './resources/jobs';
import training from './resources/training';
import resume from './resume';
import scoring from './scoring';
import settings from './settings';
import trash from './trash';
import webhooks from './webhooks';

export const SCREENS: readonly ScreenDefinition[] = [
  dashboard,
  candidates,
  interviews,
  resume,
  training,
  scoring,
  profile,
  trash,
  members,
  audit,
  outbox,
  webhooks,
  settings,
  jobs,
  assignedJobs,
  skills,
  hello,
];
