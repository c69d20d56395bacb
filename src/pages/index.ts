// The spec's screens without content: the 'hello' screen, and two routes named only by their top
// bar titles (spec section 2), which show a placeholder.
import { createElement } from 'react';
import { preloadable } from '../common/preloadable';
import { page, type PageDefinition } from '../layout/screen';

const PlaceholderPage = preloadable(() => import('./PlaceholderPage'));

function placeholder(path: string, title: string): PageDefinition {
  return { path, title, component: () => createElement(PlaceholderPage, { title }) };
}

export const hello = page('/hello', () => import('./HelloPage'));

export const assignedJobs = placeholder('/assigned-jobs', 'app.titles.assigned_jobs');

export const skills = placeholder('/sills', 'app.titles.skills');
