// Pure data (no react-admin import): the light sign-in page imports these strings without
// ra-language-english.
import { consoleMessages } from './messages/console';
import { authMessages } from './messages/auth';
import { candidatesMessages } from './messages/candidates';
import { resumeMessages } from './messages/resume';
import { trashMessages } from './messages/trash';
import { dashboardMessages } from './messages/dashboard';
import { profileMessages } from './messages/profile';
import { jobsMessages } from './messages/jobs';
import { interviewsMessages } from './messages/interviews';
import { meetingMessages } from './messages/meeting';
import { trainingMessages } from './messages/training';
import { settingsMessages } from './messages/settings';
import { formsMessages } from './messages/forms';
import { membersMessages } from './messages/members';
import { auditMessages } from './messages/audit';
import { outboxMessages } from './messages/outbox';
import { messageSettingsMessages } from './messages/messageSettings';
import { reviewsMessages } from './messages/reviews';
import { scoringMessages } from './messages/scoring';
import { privacyMessages } from './messages/privacy';

/**
 * Every user-facing string of the console, one file per domain in ./messages. The `app.*`
 * strings are the specification's exact wording: change them only with the spec.
 */
export const appMessages = {
  app: {
    ...consoleMessages,
    ...authMessages,
    ...candidatesMessages,
    ...resumeMessages,
    ...trashMessages,
    ...dashboardMessages,
    ...profileMessages,
    ...jobsMessages,
    ...interviewsMessages,
    ...meetingMessages,
    ...trainingMessages,
    ...settingsMessages,
    ...formsMessages,
    ...membersMessages,
    ...auditMessages,
    ...outboxMessages,
    ...messageSettingsMessages,
    ...reviewsMessages,
    ...scoringMessages,
    ...privacyMessages,
  },
};
