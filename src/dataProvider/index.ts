// The console's data provider: resource mappers routed by name, ra-data-simple-rest for any other
// resource, and the custom methods, on one typed object.
import { combineDataProviders, type DataProvider } from 'ra-core';
import { API_URL } from '../config';
import { retryWhenBusy } from './busyRetry';
import { createCandidatesProvider } from './candidates';
import { createCustomMethods } from './custom';
import { createDeletedCandidatesProvider } from './deletedCandidates';
import { httpClient } from './httpClient';
import { createInterviewsProvider } from './interviews';
import { createSimpleRestProvider } from './simpleRest';
import { createTrainingProvider } from './training';
import type { AppDataProvider } from './types';

export function createDataProvider(
  apiUrl: string = API_URL,
  sender: typeof httpClient = httpClient,
): AppDataProvider {
  // every call honours a busy server's Retry-After, here and only here
  const client = retryWhenBusy(sender);
  const byResource: Record<string, DataProvider> = {
    candidates: createCandidatesProvider(apiUrl, client),
    'deleted-candidates': createDeletedCandidatesProvider(apiUrl, client),
    interviews: createInterviewsProvider(apiUrl, client),
    training: createTrainingProvider(apiUrl, client),
  };
  const rest = createSimpleRestProvider(apiUrl, client);
  const routed = combineDataProviders((resource) =>
    Object.hasOwn(byResource, resource) ? byResource[resource]! : rest,
  );

  // combineDataProviders answers every property with a function (it is a Proxy), so custom
  // methods cannot be spread onto it: a plain object delegates the CRUD methods instead.
  return {
    getList: (resource, params) => routed.getList(resource, params),
    getOne: (resource, params) => routed.getOne(resource, params),
    getMany: (resource, params) => routed.getMany(resource, params),
    getManyReference: (resource, params) => routed.getManyReference(resource, params),
    create: (resource, params) => routed.create(resource, params),
    update: (resource, params) => routed.update(resource, params),
    updateMany: (resource, params) => routed.updateMany(resource, params),
    delete: (resource, params) => routed.delete(resource, params),
    deleteMany: (resource, params) => routed.deleteMany(resource, params),
    ...createCustomMethods(apiUrl, client),
  };
}

export const dataProvider: AppDataProvider = createDataProvider();
export default dataProvider;
