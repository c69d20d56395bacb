import { simpleRestRepository } from '../../db/simpleRestRepository.ts';
import { jobsResource } from './schemas.ts';

export const jobsRepository = simpleRestRepository('jobs', jobsResource);
