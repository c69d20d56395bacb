// What the layout draws again, and when. While the console starts, the startup loads (skills and
// voices) end, and react-admin re-renders the layout with new route elements; each re-rendered the
// whole frame (top bar, sidebar, menu) while the dashboard was drawing.
import { act, screen, waitFor } from '@testing-library/react';
import { Profiler, useState } from 'react';
import { memoryStore, type Store } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import type { Skill, Voice } from '../../src/dataProvider/types';
import { Layout } from '../../src/layout/Layout';
import { SKILLS_QUERY_KEY, VOICES_QUERY_KEY } from '../../src/layout/useStartupData';
import { makeDataProvider } from './fakes/generic';
import { deferred } from './fixtures';
import { renderAdmin } from './renderAdmin';

// the console's own top bar and menu, counting their renders
const renders = vi.hoisted(() => {
  const counts = { AppBar: 0, Menu: 0, PathLink: 0 };
  /** The module with its component `name` wrapped to count its renders. */
  const counting = (actual: Record<string, unknown>, name: keyof typeof counts) => ({
    ...actual,
    [name]: (props: object) => {
      counts[name] += 1;
      return (actual[name] as (props: object) => unknown)(props);
    },
  });
  return { counts, counting };
});
vi.mock('../../src/layout/AppBar', async (importOriginal) =>
  renders.counting(await importOriginal(), 'AppBar'),
);
vi.mock('../../src/layout/Menu', async (importOriginal) =>
  renders.counting(await importOriginal(), 'Menu'),
);
// the sidebar's links
vi.mock('../../src/layout/routing', async (importOriginal) =>
  renders.counting(await importOriginal(), 'PathLink'),
);

/** A screen that goes to another page of its list, or to another screen. */
function Navigating() {
  const navigate = useNavigate();
  return (
    <>
      <button onClick={() => navigate('/manage-candidate?page=2')}>Next page</button>
      <button onClick={() => navigate('/dashboard')}>To the dashboard</button>
    </>
  );
}

/** The layout under a parent that renders it again, with new children, on a click. */
function RenderedAgain() {
  const [times, setTimes] = useState(0);
  return (
    <Layout>
      <button onClick={() => setTimes(times + 1)}>rendered {times} times again</button>
    </Layout>
  );
}

describe('Layout renders', () => {
  it('does not draw the top bar again when the skills and the voices arrive', async () => {
    const skills = deferred<Skill[]>();
    const voices = deferred<Voice[]>();
    const dataProvider = makeDataProvider({
      listSkills: vi.fn(() => skills.promise),
      listVoices: vi.fn(() => voices.promise),
    });
    const { queryClient } = renderAdmin(<p>the screen</p>, {
      dataProvider,
      url: '/dashboard',
      layout: true,
    });
    expect(await screen.findByText('the screen')).toBeInTheDocument();
    await waitFor(() => expect(dataProvider.listVoices).toHaveBeenCalled());
    expect(screen.getByTestId('page-title')).toHaveTextContent('Dashboard');
    const before = renders.counts.AppBar;
    expect(before).toBeGreaterThan(0);

    await act(async () => skills.resolve([{ skill: 'React', num_questions: 3 }]));
    await act(async () => voices.resolve([{ id: 'ash', name: 'Ash' }]));
    await waitFor(() => {
      expect(queryClient.getQueryState(SKILLS_QUERY_KEY)?.status).toBe('success');
      expect(queryClient.getQueryState(VOICES_QUERY_KEY)?.status).toBe('success');
    });

    expect(renders.counts.AppBar).toBe(before);
  });

  it('draws neither the top bar nor the menu again when its parent renders it again', async () => {
    const { user } = renderAdmin(<RenderedAgain />, {
      dataProvider: makeDataProvider(),
      url: '/dashboard',
    });
    await user.click(await screen.findByRole('button', { name: 'rendered 0 times again' }));
    await waitFor(() => expect(screen.getByTestId('page-title')).toHaveTextContent('Dashboard'));
    const before = { ...renders.counts };
    expect(before.AppBar).toBeGreaterThan(0);
    expect(before.Menu).toBeGreaterThan(0);

    await user.click(screen.getByRole('button', { name: 'rendered 1 times again' }));
    expect(screen.getByRole('button', { name: 'rendered 2 times again' })).toBeInTheDocument();
    expect(renders.counts).toEqual(before);
  });
});

describe('Layout across navigations', () => {
  it('draws nothing of the top bar or the sidebar again when only the query changes (a page turn)', async () => {
    const { user } = renderAdmin(<Navigating />, {
      dataProvider: makeDataProvider(),
      url: '/manage-candidate',
      layout: true,
    });
    const next = await screen.findByRole('button', { name: 'Next page' });
    await waitFor(() => expect(screen.getByTestId('page-title')).toHaveTextContent('Candidates'));
    const before = { ...renders.counts };
    expect(before.AppBar).toBeGreaterThan(0);
    expect(before.Menu).toBeGreaterThan(0);
    expect(before.PathLink).toBeGreaterThan(0);

    await user.click(next);
    expect(screen.getByTestId('location')).toHaveTextContent('/manage-candidate?page=2');
    expect(renders.counts).toEqual(before);
    expect(screen.getByRole('menuitem', { name: 'Candidates' })).toHaveAttribute(
      'aria-current',
      'page',
    );
  });

  it("moves the sidebar's highlight when the path changes", async () => {
    const { user } = renderAdmin(<Navigating />, {
      dataProvider: makeDataProvider(),
      url: '/manage-candidate?page=2',
      layout: true,
    });
    await user.click(await screen.findByRole('button', { name: 'To the dashboard' }));
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/dashboard$/);
    await waitFor(() => expect(screen.getByTestId('page-title')).toHaveTextContent('Dashboard'));
    expect(screen.getByRole('menuitem', { name: 'Dashboard' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(screen.getByRole('menuitem', { name: 'Candidates' })).not.toHaveAttribute(
      'aria-current',
    );
  });
});

describe('Layout mounts', () => {
  /** The Layout's render phases (React's Profiler) until the page is titled. */
  async function mountPhases(store?: Store) {
    const phases: string[] = [];
    const rendered = renderAdmin(
      <Profiler id="console" onRender={(_id, phase) => phases.push(phase)}>
        <Layout>
          <p>the screen</p>
        </Layout>
      </Profiler>,
      { dataProvider: makeDataProvider(), url: '/dashboard', store },
    );
    expect(await screen.findByText('the screen')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByTestId('page-title')).toHaveTextContent('Dashboard'));
    return { phases, ...rendered };
  }

  it('sets no state while it is being committed, so its effects can wait for the first paint', async () => {
    // An update from a ref callback or a layout effect (an MUI Tooltip's, on mounting) makes React
    // render again at once, and run every effect of the commit with it, in the same task.
    const { phases } = await mountPhases();
    expect(phases[0]).toBe('mount');
    expect(phases).not.toContain('nested-update');
    // the top bar's buttons are named without their tooltips
    expect(screen.getByRole('button', { name: 'Close menu' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Refresh' })).toBeInTheDocument();
  });

  it('sets none with the sidebar collapsed either; its entries show their names on hover', async () => {
    // collapsed, react-admin's menu entries each mount an MUI Tooltip
    const { phases, user } = await mountPhases(memoryStore({ 'sidebar.open': false }));
    expect(phases[0]).toBe('mount');
    expect(phases).not.toContain('nested-update');
    expect(screen.getByRole('button', { name: 'Open menu' })).toBeInTheDocument();
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();

    for (const name of ['Candidates', 'Log out']) {
      await user.hover(screen.getByRole('menuitem', { name }));
      expect(await screen.findByRole('tooltip')).toHaveTextContent(name);
      await user.unhover(screen.getByRole('menuitem', { name }));
      await waitFor(() => expect(screen.queryByRole('tooltip')).not.toBeInTheDocument());
    }
  });

  it('shows no tooltip on the entries of the open sidebar, whose labels are shown', async () => {
    const { user } = await mountPhases();
    await user.hover(screen.getByRole('menuitem', { name: 'Candidates' }));
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
  });

  it('forces no layout as it mounts or as the page scrolls: reads no scroll position, no width', async () => {
    // react-admin's Sidebar read window.pageYOffset in an effect of the first commit (its scroll
    // trigger), and its Layout's Inspector document.body.clientWidth with each render: either
    // made the browser lay the new page out in the middle of that commit
    const reads = { scroll: vi.fn(() => 500), width: vi.fn(() => 1024) };
    const own = Object.getOwnPropertyDescriptor(window, 'pageYOffset');
    Object.defineProperty(window, 'pageYOffset', { get: reads.scroll, configurable: true });
    Object.defineProperty(document.body, 'clientWidth', { get: reads.width, configurable: true });
    try {
      const { phases } = await mountPhases();
      const sidebar = document.querySelector('.RaSidebar-docked');
      expect(sidebar).toHaveClass('RaSidebar-open');
      expect(sidebar?.querySelector('.RaSidebar-fixed')).toBeInTheDocument();
      expect(document.querySelector('.RaLayout-appFrame #main-content')).toBeInTheDocument();
      const committed = phases.length;
      await act(async () => window.dispatchEvent(new Event('scroll')));
      expect(reads.scroll).not.toHaveBeenCalled();
      expect(reads.width).not.toHaveBeenCalled();
      expect(phases).toHaveLength(committed);
    } finally {
      if (own) Object.defineProperty(window, 'pageYOffset', own);
      else Reflect.deleteProperty(window, 'pageYOffset');
      Reflect.deleteProperty(document.body, 'clientWidth');
    }
  });
});
