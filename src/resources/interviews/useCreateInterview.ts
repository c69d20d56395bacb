import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useDataProvider, useNotify, type Identifier } from 'react-admin';
import type { AppDataProvider, Interview } from '../../dataProvider/types';
import { formatDateTime } from '../../dates/dates';

/** A new interview, as POST /interview/create takes it. */
export interface NewInterview {
  candidate_id: Identifier;
  title: string;
  agent_voice: string;
  scheduled_time: Date;
  num_questions: number;
  /** the candidate's IANA time zone; absent when none was chosen */
  time_zone?: string;
}

/**
 * Creates an interview through the `interviews` resource: once the server has it, `onCreated`, a
 * toast with its time, and every list reloaded. `create` resolves to the interview, and rejects
 * when the call fails.
 */
export function useCreateInterview() {
  const notify = useNotify();
  const dataProvider = useDataProvider<AppDataProvider>();
  const queryClient = useQueryClient();
  const { mutateAsync, isPending } = useMutation({
    mutationFn: (data: NewInterview) => dataProvider.create<Interview>('interviews', { data }),
  });

  const create = async (data: NewInterview, { onCreated }: { onCreated: () => void }) => {
    const { data: interview } = await mutateAsync(data);
    onCreated();
    notify('app.schedule_interview.scheduled', {
      type: 'success',
      messageArgs: { when: formatDateTime(data.scheduled_time) },
    });
    // every list may show the interview or the candidate's new state (skills and voices stay)
    await queryClient.invalidateQueries({ predicate: (q) => q.queryKey[0] !== 'startup' });
    return interview;
  };

  return { create, isPending };
}
