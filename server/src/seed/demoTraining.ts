// The demo's training sets, one file each under training/.
import { backendSet } from './training/backend.ts';
import { frontendSet } from './training/frontend.ts';
import { devopsSet } from './training/devops.ts';
import { dataScienceSet } from './training/dataScience.ts';
import type { DemoTrainingSet } from './training/trainingSet.ts';

export const TRAINING: DemoTrainingSet[] = [backendSet, frontendSet, devopsSet, dataScienceSet];
