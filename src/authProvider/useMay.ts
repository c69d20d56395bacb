// Whether the signed-in member may take an action, for showing or hiding what it needs.
import { useCanAccess } from 'react-admin';
import { mayAccess } from './access';
import { getUser } from './session';

/**
 * react-admin's canAccess answer for `{resource, action}`. Until react-admin has it (its first
 * render), the same rule read from the stored session answers, so that a button a role may not
 * use is never drawn and then taken away.
 */
export function useMay(resource: string, action: string): boolean {
  const { canAccess, isPending } = useCanAccess({ resource, action });
  return isPending ? mayAccess(getUser(), resource, action) : canAccess === true;
}
