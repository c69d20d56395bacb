// A list screen loaded with a session asks for its first page beside the console's render
// (its declaration's prefetch, listView.ts): the page react-admin's List then shows, whether its
// view comes from the address, from the store (the last visit) or from the screen's defaults.
import { act, waitFor } from '@testing-library/react';
import type { ReactElement } from 'react';
import { memoryStore, type Store } from 'react-admin';
import { describe, expect, it } from 'vitest';
import type { AppDataProvider } from '../../src/dataProvider/types';
import type { ScreenDefinition } from '../../src/layout/screen';
import interviews from '../../src/resources/interviews';
import { AllInterviewsPage } from '../../src/resources/interviews/AllInterviewsPage';
import { InterviewsHistoryPage } from '../../src/resources/interviews/InterviewsHistoryPage';
import trash from '../../src/trash';
import { TrashPage } from '../../src/trash/TrashPage';
import { makeDataProvider } from './fakes/interviews';
import { candidate, interview } from './fixtures';
import { renderAdmin, testQueryClient } from './renderAdmin';

const history = interviews.pages!.find((page) => page.path === '/interviews-history')!;

const DATA = {
  interviews: [
    interview({ id: 'int-1', status: 'completed' }),
    ...Array.from({ length: 10 }, (_, i) =>
      interview({ id: `int-more-${i}`, status: 'completed', candidate: { name: `Other ${i}` } }),
    ),
    interview({ id: 'int-2', status: 'cancelled', candidate: { name: 'Sam Lee' } }),
    interview({ id: 'int-3', status: 'scheduled', candidate: { name: 'Not Yet' } }),
  ],
  deleted: [candidate({ id: 'c-1', name: 'Ada Gone' })],
};

/**
 * Does what loading `url` with a session does (the screen's prefetch, with the address's query
 * and `store`), waits for the answer, then renders `ui` there: its getList spy and its first
 * render's text.
 */
async function loadAhead(
  definition: ScreenDefinition,
  ui: ReactElement,
  {
    url,
    route,
    resource,
    store = memoryStore(),
  }: {
    url: string;
    route: string;
    resource: string;
    store?: Store;
  },
) {
  const { provider } = makeDataProvider(DATA);
  const queryClient = testQueryClient();
  definition.prefetch!({
    queryClient,
    dataProvider: provider as unknown as AppDataProvider,
    search: new URLSearchParams(new URL(url, 'http://console').search),
    store,
  });
  await waitFor(() =>
    expect(queryClient.getQueriesData({ queryKey: [resource, 'getList'] })[0]?.[1]).toBeDefined(),
  );
  renderAdmin(ui, { dataProvider: provider, url, route, queryClient, store });
  const firstRender = document.body.textContent ?? '';
  // anything the List asks for after its mount has been asked for by now
  await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
  return { getList: provider.getList, firstRender };
}

describe('list screens asked for ahead', () => {
  it('Interviews History: the view stored at the last visit, its rows in the first render, asked once', async () => {
    const store = memoryStore({
      // its second page: Jane Doe's interview is on the first
      'interviews.history': {
        filter: {},
        sort: 'scheduled_time',
        order: 'ASC',
        page: 2,
        perPage: 10,
      },
    });
    const { getList, firstRender } = await loadAhead(history, <InterviewsHistoryPage />, {
      url: '/interviews-history',
      route: '/interviews-history/*',
      resource: 'interviews',
      store,
    });
    expect(firstRender).toContain('Sam Lee');
    expect(firstRender).not.toContain('Jane Doe');
    expect(getList).toHaveBeenCalledExactlyOnceWith('interviews', {
      filter: { status: ['completed', 'cancelled'] },
      pagination: { page: 2, perPage: 10 },
      sort: { field: 'scheduled_time', order: 'ASC' },
      meta: undefined,
    });
  });

  it('All Interviews: the view in the address, over the stored one', async () => {
    const filter = encodeURIComponent(JSON.stringify({ status: 'cancelled' }));
    const { getList, firstRender } = await loadAhead(interviews, <AllInterviewsPage />, {
      url: `/interviews?filter=${filter}&order=ASC&page=1&perPage=50&sort=scheduled_time`,
      route: '/interviews/*',
      resource: 'interviews',
      store: memoryStore({ 'interviews.all': { filter: { status: 'completed' }, page: 1 } }),
    });
    expect(firstRender).toContain('Sam Lee');
    expect(firstRender).not.toContain('Jane Doe');
    expect(getList).toHaveBeenCalledExactlyOnceWith('interviews', {
      filter: { status: 'cancelled' },
      pagination: { page: 1, perPage: 50 },
      sort: { field: 'scheduled_time', order: 'ASC' },
      meta: undefined,
    });
  });

  it("Trash: the screen's defaults on a first visit", async () => {
    const { getList, firstRender } = await loadAhead(trash, <TrashPage />, {
      url: '/trash',
      route: '/trash/*',
      resource: 'deleted-candidates',
    });
    expect(firstRender).toContain('Ada Gone');
    expect(getList).toHaveBeenCalledExactlyOnceWith('deleted-candidates', {
      filter: {},
      pagination: { page: 1, perPage: 25 },
      sort: { field: 'created_at', order: 'DESC' },
      meta: undefined,
    });
  });
});
