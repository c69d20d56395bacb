// A data provider for the Training and Settings screens: the `training` resource lives in
// memory, the settings methods keep a skill list, no question is flagged; every method can be
// overridden.
import { vi } from 'vitest';
import type { AppDataProvider, Skill, TrainingSet } from '../../../src/dataProvider/types';
import { VOICES } from '../fixtures';

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
    // no question flagged by the scoring figures (tests of the flags override it)
    getQuestionFlags: vi.fn(() => Promise.resolve([])),
    ...options.overrides,
  };
  return provider;
}

export type FakeDataProvider = ReturnType<typeof makeDataProvider>;
