import { useQuery } from '@tanstack/react-query';
import { useDataProvider } from 'react-admin';
import type { AppDataProvider } from '../dataProvider/types';

/** The workspace's members and invitations, as the Members and Audit log screens share them. */
export const MEMBERS_QUERY_KEY = ['team', 'members'] as const;

export function useMembers() {
  const dataProvider = useDataProvider<AppDataProvider>();
  return useQuery({
    queryKey: MEMBERS_QUERY_KEY,
    queryFn: () => dataProvider.listMembers(),
  });
}
