import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useDataProvider, useNotify } from 'react-admin';
import { useNotifyError } from '../common/useNotifyError';
import type { AppDataProvider, SettingsResult } from '../dataProvider/types';
import { SKILLS_QUERY_KEY } from '../layout/useStartupData';
import { rowsToSkills, type SkillRow } from './skillsDraft';

export const SETTINGS_QUERY_KEY = ['settings'] as const;

interface SkillsMutationsOptions {
  /** the draft was saved: the page drops it and clears its inputs */
  onSaved: () => void;
  /** the skill is gone on the server: the page drops it from the draft */
  onDeleted: (skill: string) => void;
}

/** Save (the whole list) and delete (one skill, at once), with their toasts and refreshes. */
export function useSkillsMutations({ onSaved, onDeleted }: SkillsMutationsOptions) {
  const notify = useNotify();
  const notifyError = useNotifyError();
  const dataProvider = useDataProvider<AppDataProvider>();
  const queryClient = useQueryClient();

  const refreshSkills = async (skills?: SettingsResult['skills']) => {
    if (skills) {
      queryClient.setQueryData<SettingsResult>(SETTINGS_QUERY_KEY, (old) => ({ ...old, skills }));
    }
    // the candidate form's skill options come from the startup list
    void queryClient.invalidateQueries({ queryKey: SKILLS_QUERY_KEY });
    await queryClient.invalidateQueries({ queryKey: SETTINGS_QUERY_KEY });
  };

  const save = useMutation({
    mutationFn: (toSave: SkillRow[]) => dataProvider.saveSettings(rowsToSkills(toSave)),
    onSuccess: async (result) => {
      notify(result.msg || 'app.settings.saved', { type: 'success' });
      onSaved();
      await refreshSkills(result.skills);
    },
    onError: (error) => {
      console.error('Saving the settings failed', error);
      notifyError(error);
    },
  });

  const remove = useMutation({
    mutationFn: (skill: string) => dataProvider.deleteSkill(skill),
    onSuccess: async (result, skill) => {
      notify(result.msg || 'app.settings.deleted', { type: 'success' });
      onDeleted(skill);
      await refreshSkills(result.skills);
    },
    onError: (error) => {
      console.error('Deleting the skill failed', error);
      notifyError(error);
    },
  });

  return { save, remove };
}
