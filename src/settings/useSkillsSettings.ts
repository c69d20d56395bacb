import { useQuery } from '@tanstack/react-query';
import { useEffect, useMemo, useState } from 'react';
import { useDataProvider, useStore } from 'react-admin';
import type { AppDataProvider } from '../dataProvider/types';
import type { SettingsSaveBarProps } from './SettingsSaveBar';
import type { SkillsPanelProps } from './SkillsPanel';
import { inShownOrder, sameRows, setCount, withoutSkill, type SkillRow } from './skillsDraft';
import { SETTINGS_QUERY_KEY, useSkillsMutations } from './useSkillsMutations';

const NO_ROWS: SkillRow[] = [];
const NO_ORDER: string[] = [];

/**
 * The skills of the Settings page: the server's list, the local draft edited over it until Save,
 * and deletes, which reach the server at once. Returns the props of the save bar and the panel.
 */
export function useSkillsSettings() {
  const dataProvider = useDataProvider<AppDataProvider>();
  // null: nothing changed, the rows are the server's
  const [draft, setDraft] = useState<SkillRow[] | null>(null);
  // bumped on save so the panel's add-skill inputs start empty again
  const [resetKey, setResetKey] = useState(0);
  // the names as last saved from here, in the order shown: a new skill, first in the draft,
  // stays first after Save although the server appends it (kept in the console's store)
  const [shownOrder, setShownOrder] = useStore<string[]>('settings.skillOrder', NO_ORDER);

  const settings = useQuery({
    queryKey: SETTINGS_QUERY_KEY,
    queryFn: () => dataProvider.loadSettings(),
    retry: false,
  });
  useEffect(() => {
    if (settings.error) console.error('Loading the settings failed', settings.error);
  }, [settings.error]);

  const loadedRows = settings.data?.skills ?? NO_ROWS;
  const serverRows = useMemo(() => inShownOrder(loadedRows, shownOrder), [loadedRows, shownOrder]);
  const rows = draft ?? serverRows;

  // the server's rows again, and empty add-skill inputs
  const dropDraft = () => {
    setDraft(null);
    setResetKey((key) => key + 1);
  };
  const { save, remove } = useSkillsMutations({
    onSaved: (saved) => {
      setShownOrder(saved.map((row) => row.skill.trim()));
      dropDraft();
    },
    // other unsaved changes stay
    onDeleted: (skill) => setDraft((current) => current && withoutSkill(current, skill)),
    onReload: dropDraft,
  });

  const deleteSkill = (skill: string) => {
    const onServer = serverRows.some((row) => row.skill.toLowerCase() === skill.toLowerCase());
    // added but never saved: nothing to delete on the server
    if (!onServer) setDraft(withoutSkill(rows, skill));
    else remove.mutate(skill);
  };

  const busy = save.isPending || remove.isPending;
  const loading = settings.isPending;

  const saveBar: SettingsSaveBarProps = {
    changed: draft !== null && !sameRows(draft, serverRows),
    saving: save.isPending,
    disabled: loading || settings.isError || busy,
    onSave: () => save.mutate(rows),
  };
  const panel: SkillsPanelProps = {
    rows,
    loading,
    loadError: settings.isError,
    onRetry: () => void settings.refetch(),
    onRowsChange: setDraft,
    onCountChange: (skill, count) => setDraft(setCount(rows, skill, count)),
    onDelete: deleteSkill,
    deleting: remove.isPending ? remove.variables : undefined,
    busy,
    resetKey,
  };
  return { saveBar, panel };
}
