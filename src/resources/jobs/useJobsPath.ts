import { useCreatePath } from 'react-admin';
import { matchPath, useLocation } from 'react-router-dom';

/** The spec's route for the jobs screens (its top bar title is 'Jobs Target'). */
export const JOBS_TARGET_PATH = '/jobs-target';

/**
 * Where the jobs screens are mounted: under /jobs-target, or at react-admin's own /jobs routes
 * that <Resource name="jobs"> declares. Links and redirects stay on the mount they started from.
 */
export function useJobsPath(): string {
  const { pathname } = useLocation();
  const createPath = useCreatePath();
  return matchPath({ path: JOBS_TARGET_PATH, end: false }, pathname)
    ? JOBS_TARGET_PATH
    : createPath({ resource: 'jobs', type: 'list' });
}
