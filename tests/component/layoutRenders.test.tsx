// What the layout draws again, and when: the startup loads (skills and voices) end after the
// console's first render, and each end re-rendered the whole frame (top bar, sidebar, menu) while
// the dashboard was drawing. The loads belong to a component of their own.
import { act, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { Skill, Voice } from '../../src/dataProvider/types';
import { SKILLS_QUERY_KEY, VOICES_QUERY_KEY } from '../../src/layout/useStartupData';
import { makeDataProvider } from './fakes/generic';
import { renderAdmin } from './renderAdmin';

const topBar = vi.hoisted(() => ({ renders: 0 }));

// the console's own top bar, counting its renders
vi.mock('../../src/layout/AppBar', async (importOriginal) => {
  const actual = await importOriginal<typeof import('../../src/layout/AppBar')>();
  return {
    ...actual,
    AppBar: () => {
      topBar.renders += 1;
      return actual.AppBar();
    },
  };
});

/** A promise and the function that fulfils it. */
function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((done) => (resolve = done));
  return { promise, resolve };
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
    const before = topBar.renders;
    expect(before).toBeGreaterThan(0);

    await act(async () => skills.resolve([{ skill: 'React', num_questions: 3 }]));
    await act(async () => voices.resolve([{ id: 'ash', name: 'Ash' }]));
    await waitFor(() => {
      expect(queryClient.getQueryState(SKILLS_QUERY_KEY)?.status).toBe('success');
      expect(queryClient.getQueryState(VOICES_QUERY_KEY)?.status).toBe('success');
    });

    expect(topBar.renders).toBe(before);
  });
});
