// The console's routes and the top bar title of each (spec section 2). Pure data: imported by the
// sign-in bundle, so it must not import react-admin.

export interface AppRoute {
  path: string;
  /** translation key of the top bar title */
  title: string;
}

export const PUBLIC_PATHS = ['/', '/meeting'] as const;

export const GUARDED_ROUTES: AppRoute[] = [
  { path: '/dashboard', title: 'app.titles.dashboard' },
  { path: '/manage-candidate', title: 'app.titles.manage_candidates' },
  { path: '/interviews-history', title: 'app.titles.interviews_history' },
  { path: '/scheduled-interviews', title: 'app.titles.scheduled_interviews' },
  { path: '/interviews', title: 'app.titles.interviews' },
  { path: '/jobs-target', title: 'app.titles.jobs_target' },
  { path: '/resume', title: 'app.titles.resume' },
  { path: '/training', title: 'app.titles.training' },
  { path: '/profile', title: 'app.titles.profile' },
  { path: '/trash', title: 'app.titles.trash' },
  { path: '/setting', title: 'app.titles.settings' },
  { path: '/assigned-jobs', title: 'app.titles.assigned_jobs' },
  { path: '/sills', title: 'app.titles.skills' },
];

/** The title key for a path: the longest route that is the path or a prefix of it. */
export function titleFor(pathname: string): string | undefined {
  let best: AppRoute | undefined;
  for (const r of GUARDED_ROUTES) {
    if (pathname === r.path || pathname.startsWith(r.path + '/')) {
      if (!best || r.path.length > best.path.length) best = r;
    }
  }
  return best?.title;
}
