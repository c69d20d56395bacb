import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useDataProvider, useNotify } from 'react-admin';
import { useNotifyError } from '../common/useNotifyError';
import type { AppDataProvider, SettingsResult } from '../dataProvider/types';
import { SKILLS_QUERY_KEY } from '../layout/useStartupData';
import { rowsToSkills, type SkillRow } from './skillsDraft';

export const SETTINGS_QUERY_KEY = ['settings'] as const;

interface SkillsMutationsOptions {
  /** the draft was saved (these rows, in this order): the page drops it and clears its inputs */
  onSaved: (saved: SkillRow[]) => void;
  /** the skill is gone on the server: the page drops it from the draft */
  onDeleted: (skill: string) => void;
  /**
   * a save was refused because someone else changed the settings first, and the user chose
   * Reload: the page drops its draft and shows the settings as they are now
   */
  onReload: () => void;
}

/** Save (the whole list) and delete (one skill, at once), with their toasts and refreshes. */
export function useSkillsMutations({ onSaved, onDeleted, onReload }: SkillsMutationsOptions) {
  const notify = useNotify();
  const notifyError = useNotifyError();
  const dataProvider = useDataProvider<AppDataProvider>();
  const queryClient = useQueryClient();

  const refreshSkills = async ({ skills, etag }: Partial<SettingsResult> = {}) => {
    if (skills) {
      // the new version goes with the new list: the next save is made on it
      queryClient.setQueryData<SettingsResult>(SETTINGS_QUERY_KEY, (old) => ({
        ...old,
        skills,
        etag: etag ?? old?.etag,
      }));
    }
    // the candidate form's skill options come from the startup list
    void queryClient.invalidateQueries({ queryKey: SKILLS_QUERY_KEY });
    await queryClient.invalidateQueries({ queryKey: SETTINGS_QUERY_KEY });
  };

  const save = useMutation({
    mutationFn: (toSave: SkillRow[]) => {
      const etag = queryClient.getQueryData<SettingsResult>(SETTINGS_QUERY_KEY)?.etag;
      const skills = rowsToSkills(toSave);
      // no version read (the platform): the call is as it always was
      return etag ? dataProvider.saveSettings(skills, etag) : dataProvider.saveSettings(skills);
    },
    onSuccess: async (result, saved) => {
      notify(result.msg || 'app.settings.saved', { type: 'success' });
      onSaved(saved);
      await refreshSkills(result);
    },
    onError: (error) => {
      console.error('Saving the settings failed', error);
      notifyError(error, {
        onReload: () => {
          onReload();
          void refreshSkills();
        },
      });
    },
  });

  const remove = useMutation({
    mutationFn: (skill: string) => dataProvider.deleteSkill(skill),
    onSuccess: async (result, skill) => {
      notify(result.msg || 'app.settings.deleted', { type: 'success' });
      onDeleted(skill);
      await refreshSkills(result);
    },
    onError: (error) => {
      console.error('Deleting the skill failed', error);
      notifyError(error);
    },
  });

  return { save, remove };
}
