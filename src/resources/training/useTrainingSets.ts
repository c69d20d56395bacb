import { useEffect } from 'react';
import { useGetList } from 'react-admin';
import type { TrainingSet } from '../../dataProvider/types';

export const TRAINING_RESOURCE = 'training';

/** Every training set, newest first: the page shows them all as domain buttons, unpaginated. */
export function useTrainingSets() {
  const {
    data: sets = [],
    isPending,
    error,
    refetch,
  } = useGetList<TrainingSet>(
    TRAINING_RESOURCE,
    { pagination: { page: 1, perPage: 1000 }, sort: { field: 'last_updated', order: 'DESC' } },
    { retry: false },
  );

  useEffect(() => {
    if (error) console.error('Loading the training data failed', error);
  }, [error]);

  return { sets, isPending, error, refetch };
}
