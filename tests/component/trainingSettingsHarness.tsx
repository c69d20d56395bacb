// Renders the Training and Settings screens inside react-admin's AdminContext with a fake data
// provider, the console's i18n, its toasts and a query client that does not retry.
import { QueryClient } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { AdminContext, memoryStore, type DataProvider } from 'react-admin';
import { MemoryRouter } from 'react-router-dom';
import { ToastContainer } from 'react-toastify';
import { vi } from 'vitest';
import { HttpError } from 'ra-core';
import type { AppDataProvider, Skill, TrainingSet, Voice } from '../../src/dataProvider/types';
import { i18nProvider } from '../../src/i18n/i18nProvider';
import { NotificationBridge } from '../../src/layout/NotificationBridge';
import { TOAST_CONTAINER_PROPS } from '../../src/layout/toast';

export const VOICES: Voice[] = [
  { id: 'ash', name: 'Ash', gender: 'male', description: 'Warm, friendly male voice' },
  { id: 'ballad', name: 'Ballad', gender: 'female', description: 'Smooth, melodic female voice' },
  { id: 'coral', name: 'Coral', gender: 'female', description: 'Bright, energetic female voice' },
  { id: 'sage', name: 'Sage', gender: 'neutral', description: 'Calm, wise voice' },
  { id: 'verse', name: 'Verse', gender: 'neutral', description: 'Poetic, expressive voice' },
];

export function trainingSet(overrides: Partial<TrainingSet> = {}): TrainingSet {
  return {
    id: 'set-1',
    domain: 'backend',
    last_updated: '2025-03-05T15:07:00Z',
    questions: [
      { question: 'What is an index?', difficulty: 'easy', tags: ['sql', 'databases'] },
      { question: 'Explain CAP.', difficulty: 'medium', tags: ['distributed'] },
      { question: 'Design a rate limiter.', difficulty: 'hard', tags: ['design', 'scaling'] },
    ],
    ...overrides,
  };
}

/** An HttpError as the console's httpClient throws it: the server's msg as message. */
export function serverError(msg: string, status = 400): HttpError {
  return new HttpError(msg, status, { msg, statusCode: status, data: {} });
}

/** A promise with its resolve/reject, to hold a request open. */
export function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (reason: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

/**
 * A data provider whose `training` resource lives in memory (create appends, update replaces,
 * delete removes) and whose custom methods are spies; any of them can be overridden.
 */
export function makeDataProvider(
  options: {
    sets?: TrainingSet[];
    skills?: Skill[];
    overrides?: Partial<Record<keyof AppDataProvider, unknown>>;
  } = {},
) {
  let sets = [...(options.sets ?? [])];
  let skills = [...(options.skills ?? [])];
  let nextId = 100;
  const fail = () => Promise.reject(new Error('not used'));
  const provider = {
    getList: vi.fn(() => Promise.resolve({ data: [...sets], total: sets.length })),
    getOne: fail,
    getMany: fail,
    getManyReference: fail,
    create: vi.fn((_resource: string, params: { data: Omit<TrainingSet, 'id'> }) => {
      const record = {
        ...params.data,
        id: `set-${nextId++}`,
        last_updated: '2025-04-01T09:00:00Z',
      } as TrainingSet;
      sets = [record, ...sets];
      return Promise.resolve({ data: record, meta: { msg: 'Training data saved successfully' } });
    }),
    update: vi.fn((_resource: string, params: { id: string; data: Partial<TrainingSet> }) => {
      const record = { ...sets.find((s) => s.id === params.id)!, ...params.data } as TrainingSet;
      sets = [record, ...sets.filter((s) => s.id !== params.id)];
      return Promise.resolve({ data: record, meta: { msg: 'Training data updated successfully' } });
    }),
    updateMany: fail,
    delete: vi.fn((_resource: string, params: { id: string }) => {
      const record = sets.find((s) => s.id === params.id)!;
      sets = sets.filter((s) => s.id !== params.id);
      return Promise.resolve({ data: record, meta: { msg: 'Training data deleted successfully' } });
    }),
    deleteMany: fail,
    listSkills: vi.fn(() => Promise.resolve(skills)),
    listVoices: vi.fn(() => Promise.resolve(VOICES)),
    loadSettings: vi.fn(() => Promise.resolve({ skills: [...skills], maxQuestions: 50 })),
    saveSettings: vi.fn((next: Skill[]) => {
      for (const entry of next) {
        const at = skills.findIndex((s) => s.skill.toLowerCase() === entry.skill.toLowerCase());
        if (at >= 0) skills[at] = entry;
        else skills.push(entry);
      }
      return Promise.resolve({ msg: 'Settings updated successfully', skills: [...skills] });
    }),
    deleteSkill: vi.fn((name: string) => {
      skills = skills.filter((s) => s.skill.toLowerCase() !== name.toLowerCase());
      return Promise.resolve({ msg: `Skill '${name}' deleted successfully.`, skills: [...skills] });
    }),
    dashboardStats: fail,
    getMe: fail,
    updateMe: fail,
    getMeeting: fail,
    ...options.overrides,
  };
  return provider;
}

export type FakeDataProvider = ReturnType<typeof makeDataProvider>;

export function renderScreen(ui: ReactElement, dataProvider: FakeDataProvider) {
  const user = userEvent.setup();
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  const result = render(
    <MemoryRouter>
      <ToastContainer {...TOAST_CONTAINER_PROPS} />
      <AdminContext
        dataProvider={dataProvider as unknown as DataProvider}
        i18nProvider={i18nProvider}
        store={memoryStore()}
        queryClient={queryClient}
      >
        <NotificationBridge />
        {ui}
      </AdminContext>
    </MemoryRouter>,
  );
  return { ...result, user, queryClient, dataProvider };
}

/** The toast showing `text` (react-toastify renders it in role="alert"). */
export function findToast(text: string | RegExp) {
  return screen.findByText(text, { selector: '.Toastify__toast *, .Toastify__toast' });
}
