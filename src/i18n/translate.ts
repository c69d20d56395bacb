import { appMessages } from './appMessages';
import { translator } from './translator';

/** Every `app.*` string, without react-admin (the meeting page). */
export const t = translator(appMessages);
