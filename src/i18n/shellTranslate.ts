// The sign-in page's strings only: it ships in the first bundle, which the other screens' strings
// (appMessages) would more than double.
import { shellMessages } from './shellMessages';
import { translator } from './translator';

/** The shell's `app.*` strings (name, sign-in, errors, loading), without react-admin. */
export const t = translator({ app: shellMessages });
