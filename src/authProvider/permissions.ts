// The permissions react-admin reads (authProvider.getPermissions): the role in the stored session.
import { getToken, getUser, tokenClaims } from './session';

/** The signed-in admin's role from the stored session: what getPermissions answers. */
export function storedRole(): string | undefined {
  return getUser()?.role ?? tokenClaims(getToken()).role;
}
