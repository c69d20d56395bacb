// The views of the three interview screens (each one's fixed filter and sort, and where the user's
// own view is kept), apart from the screens' code: their declarations ask for the first page ahead.
import type { ListView } from '../../common/listView';
import type { InterviewStatus } from '../../dataProvider/types';

export type InterviewScreen = 'all' | 'scheduled' | 'history';

/** The interviews in `statuses`, by scheduled time. */
function byTimeWithStatus(
  screen: InterviewScreen,
  statuses: InterviewStatus[],
  order: 'ASC' | 'DESC',
) {
  return view(screen, { field: 'scheduled_time', order }, { status: statuses });
}

function view(
  screen: InterviewScreen,
  sort: ListView['sort'],
  filter?: ListView['filter'],
): ListView {
  return { resource: 'interviews', storeKey: `interviews.${screen}`, sort, filter };
}

export const INTERVIEW_VIEWS: Record<InterviewScreen, ListView> = {
  // every interview, the newest scheduled first, where the server sorts (docs/api-extensions.md)
  all: view('all', { field: 'scheduled_time', order: 'DESC' }),
  scheduled: byTimeWithStatus('scheduled', ['scheduled', 'in_progress'], 'ASC'),
  history: byTimeWithStatus('history', ['completed', 'cancelled'], 'DESC'),
};
