// An interview as a write saved it, put in place of the one every cached read and list of it holds,
// so the dialog and the list row show the change at once (before they load again).
import type { QueryClient } from '@tanstack/react-query';
import type { Interview } from '../../dataProvider/types';

const sameId = (record: unknown, id: Interview['id']) =>
  typeof record === 'object' &&
  record !== null &&
  String((record as { id?: unknown }).id) === String(id);

export function putInterviewInCache(queryClient: QueryClient, saved: Interview) {
  queryClient.setQueriesData({ queryKey: ['interviews', 'getOne'] }, (old: unknown) =>
    sameId(old, saved.id) ? saved : old,
  );
  for (const kind of ['getList', 'getMany', 'getManyReference']) {
    queryClient.setQueriesData({ queryKey: ['interviews', kind] }, (old: unknown) => {
      if (typeof old !== 'object' || old === null) return old;
      const list = (old as { data?: unknown }).data;
      if (!Array.isArray(list) || !list.some((r) => sameId(r, saved.id))) return old;
      return { ...old, data: list.map((r) => (sameId(r, saved.id) ? saved : r)) };
    });
  }
}
