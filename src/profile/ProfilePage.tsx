// /profile ('Admin Details'): the signed-in admin, and a form to change the account.
import { Box } from '@mui/material';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useContext } from 'react';
import {
  DataProviderContext,
  useDataProvider,
  useLogoutIfAccessDenied,
  useNotify,
} from 'react-admin';
import { getUser, updateUser } from '../authProvider/session';
import { ResponsiveGrid } from '../common/ResponsiveGrid';
import { RetryAlert } from '../common/RetryAlert';
import { useNotifyError } from '../common/useNotifyError';
import { isBareMessage } from '../dataProvider/envelope';
import type { AdminProfile, AdminProfileChanges, AppDataProvider } from '../dataProvider/types';
import { useSessionUser } from '../layout/useSession';
import { ProfileForm } from './ProfileForm';
import { ProfileSummary } from './ProfileSummary';
import { SignOutEverywhere } from './SignOutEverywhere';

export const PROFILE_QUERY_KEY = ['profile', 'me'] as const;

/** Copies the saved details into the session, so the top bar shows them at once. */
function refreshSessionUser(admin: AdminProfile): void {
  const current = getUser();
  if (!current) return;
  updateUser({
    ...current,
    username: admin.username || current.username,
    name: admin.name ?? current.name,
    email: admin.email ?? current.email,
    phone: admin.phone ?? current.phone,
    role: admin.role ?? current.role,
    profileImage: admin.profileImage ?? current.profileImage,
  });
}

export function ProfilePage() {
  const dataProvider = useDataProvider<AppDataProvider>();
  // PATCH /admin/update answers 401 for a wrong old password: react-admin's wrapped provider
  // would treat that as a lost session and sign out, so the save goes to the provider directly.
  const rawDataProvider = useContext(DataProviderContext) as AppDataProvider | null;
  const logoutIfAccessDenied = useLogoutIfAccessDenied();
  const queryClient = useQueryClient();
  const notify = useNotify();
  const notifyError = useNotifyError();
  const sessionUser = useSessionUser();

  const me = useQuery({
    queryKey: PROFILE_QUERY_KEY,
    queryFn: () => dataProvider.getMe(),
  });

  const save = async (changes: AdminProfileChanges): Promise<AdminProfile> => {
    try {
      const { msg, admin } = await (rawDataProvider ?? dataProvider).updateMe(changes);
      const saved: AdminProfile = { ...me.data, ...admin, id: admin.id || me.data?.id || '' };
      queryClient.setQueryData(PROFILE_QUERY_KEY, saved);
      refreshSessionUser(saved);
      notify(msg || 'app.profile.updated', { type: 'success', messageArgs: { _: msg } });
      return saved;
    } catch (error) {
      const { status, body } = (error ?? {}) as { status?: unknown; body?: unknown };
      // a bare {msg} 401 comes from the auth layer: the session really is over
      if (status === 401 && isBareMessage(body)) {
        await logoutIfAccessDenied(error);
        throw error;
      }
      notifyError(error);
      throw error;
    }
  };

  return (
    <ResponsiveGrid
      from="lg"
      columns="320px minmax(0, 1fr)"
      gap={3}
      sx={{ alignItems: 'start', maxWidth: 1200 }}
    >
      {me.isError && (
        <RetryAlert
          message="app.profile.load_error"
          retryLabel="app.dashboard.retry"
          onRetry={() => void me.refetch()}
          sx={{ gridColumn: '1 / -1' }}
        />
      )}
      {!me.isError && (
        <Box sx={{ display: 'grid', gap: 3, alignContent: 'start' }}>
          <ProfileSummary profile={me.data} fallbackImage={sessionUser?.profileImage} />
          <SignOutEverywhere />
        </Box>
      )}
      {me.data && <ProfileForm key={me.data.id} profile={me.data} onSave={save} />}
    </ResponsiveGrid>
  );
}

export default ProfilePage;
