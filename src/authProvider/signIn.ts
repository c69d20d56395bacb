// Sign-in without react-admin: the sign-in page ships this, not the console.
import { API_URL } from '../config';
import { isEnvelope, messageOf, normaliseDates, parseJson } from '../dataProvider/envelope';
import { shellMessages } from '../i18n/shellMessages';
import { setSession, withoutSecrets, type SessionUser } from './session';

export class SignInError extends Error {
  /** true: `message` is an `app.*` key to translate; false: the server's own text */
  readonly isTranslationKey: boolean;
  /** the HTTP status, when the server answered */
  readonly status?: number;

  constructor(message: string, options: { isTranslationKey: boolean; status?: number }) {
    super(message);
    this.name = 'SignInError';
    this.isTranslationKey = options.isTranslationKey;
    this.status = options.status;
  }
}

export interface SignInResult {
  msg: string;
  user: SessionUser;
}

const GENERIC = shellMessages.errors.generic;

/**
 * Signs the admin in and stores the token and user. Rejects with a SignInError: empty fields
 * (`app.auth.fill_all`, no request made), the server's msg, or `app.auth.server_unreachable`.
 */
export async function signIn(
  username: string,
  password: string,
  apiUrl: string = API_URL,
): Promise<SignInResult> {
  const name = (username ?? '').trim();
  if (!name || !(password ?? '').trim()) {
    throw new SignInError('app.auth.fill_all', { isTranslationKey: true });
  }

  let response: Response;
  try {
    response = await fetch(`${apiUrl}/admin/login`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
      body: JSON.stringify({ username: name, password }),
    });
  } catch {
    throw new SignInError('app.auth.server_unreachable', { isTranslationKey: true });
  }

  let text = '';
  try {
    text = await response.text();
  } catch {
    // an unreadable body is handled like an empty one
  }
  const body = normaliseDates(parseJson(text));
  const msg = messageOf(body);
  if (!response.ok) {
    throw new SignInError(msg ?? GENERIC, { isTranslationKey: false, status: response.status });
  }

  const data = isEnvelope(body) ? body.data : undefined;
  const token = (data as { token?: unknown } | undefined)?.token;
  const user = (data as { user?: unknown } | undefined)?.user;
  if (typeof token !== 'string' || !token || !user || typeof user !== 'object') {
    throw new SignInError(GENERIC, { isTranslationKey: false, status: response.status });
  }
  const safeUser = withoutSecrets(user as SessionUser);
  setSession(token, safeUser);
  return { msg: msg ?? '', user: safeUser };
}
