// A data provider for screens that call a few methods: every method rejects unless overridden,
// so an unexpected call fails the test with its name.
import type { DataProvider } from 'react-admin';
import { vi } from 'vitest';

export function makeDataProvider(overrides: Record<string, unknown> = {}): DataProvider {
  const fail = (name: string) => () => Promise.reject(new Error(`${name} not expected`));
  return {
    getList: vi.fn(fail('getList')),
    getOne: vi.fn(fail('getOne')),
    getMany: vi.fn(fail('getMany')),
    getManyReference: vi.fn(fail('getManyReference')),
    create: vi.fn(fail('create')),
    update: vi.fn(fail('update')),
    updateMany: vi.fn(fail('updateMany')),
    delete: vi.fn(fail('delete')),
    deleteMany: vi.fn(fail('deleteMany')),
    listSkills: vi.fn(() =>
      Promise.resolve([
        { skill: 'React', num_questions: 3 },
        { skill: 'Python', num_questions: 2 },
      ]),
    ),
    listVoices: vi.fn(() => Promise.resolve([{ id: 'ash', name: 'Ash' }])),
    ...overrides,
  } as DataProvider;
}
