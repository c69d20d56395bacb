// Pure data (no react-admin import): the public shell imports these strings without ra-language-english.
import { candidateMessages } from './candidateMessages';
import { dashboardProfileJobsMessages } from './dashboardProfileJobsMessages';
import { formMessages } from './formMessages';
import { interviewMessages } from './interviewMessages';
import { shellMessages } from './shellMessages';
import { trainingSettingsMessages } from './trainingSettingsMessages';

/**
 * Every user-facing string of the console, kept per screen group in the files above. The `app.*`
 * strings are the specification's exact wording: change them only with the spec.
 */
export const appMessages = {
  app: {
    ...shellMessages,
    ...candidateMessages,
    ...trainingSettingsMessages,
    ...interviewMessages,
    ...dashboardProfileJobsMessages,
    ...formMessages,
  },
};
