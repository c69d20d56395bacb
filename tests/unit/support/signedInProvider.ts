// The data provider as a signed-in console uses it, over a fake fetch and an in-memory storage.
import { setSession } from '../../../src/authProvider/session';
import { createDataProvider } from '../../../src/dataProvider';
import type { AppDataProvider } from '../../../src/dataProvider/types';
import { installFakeFetch } from './fakeFetch';
import { installMemoryStorage } from './memoryStorage';

export type FakeApi = ReturnType<typeof installFakeFetch>;

/** A stored session (token `tok`), a fake fetch and the provider on `/api`; per test. */
export function signedInProvider(): { api: FakeApi; dp: AppDataProvider } {
  installMemoryStorage();
  setSession('tok', { _id: 'a1', username: 'admin' });
  return { api: installFakeFetch(), dp: createDataProvider('/api') };
}
