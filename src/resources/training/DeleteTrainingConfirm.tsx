import { Confirm } from 'react-admin';
import type { TrainingSet } from '../../dataProvider/types';
import { capitalise } from './capitalise';

interface DeleteTrainingConfirmProps {
  /** the set to delete; null keeps the confirmation closed */
  set: TrainingSet | null;
  deleting: boolean;
  onConfirm: (set: TrainingSet) => void;
  onClose: () => void;
}

/** Asks before a training set and its questions are deleted; stays open while the call runs. */
export function DeleteTrainingConfirm({
  set,
  deleting,
  onConfirm,
  onClose,
}: DeleteTrainingConfirmProps) {
  return (
    <Confirm
      isOpen={set !== null}
      loading={deleting}
      title="app.training.delete_title"
      titleTranslateOptions={{ domain: capitalise(set?.domain ?? '') }}
      content="app.training.delete_content"
      contentTranslateOptions={{ smart_count: set?.questions.length ?? 0 }}
      confirm="ra.action.delete"
      onConfirm={() => {
        if (set) onConfirm(set);
      }}
      onClose={() => {
        if (!deleting) onClose();
      }}
    />
  );
}
