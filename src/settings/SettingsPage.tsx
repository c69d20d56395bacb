// /setting (title 'Settings'): the admin's skills with their question counts, and the interviewer
// voices. The skills are a local draft until Save; deleting a skill calls the server at once.
import SaveOutlinedIcon from '@mui/icons-material/SaveOutlined';
import { Box, Button, Chip, CircularProgress } from '@mui/material';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useDataProvider, useNotify, useTranslate } from 'react-admin';
import { useNotifyError } from '../common/useNotifyError';
import type { AppDataProvider, SettingsResult } from '../dataProvider/types';
import { SKILLS_QUERY_KEY } from '../layout/useStartupData';
import { SkillsPanel } from './SkillsPanel';
import { rowsToSkills, sameRows, setCount, withoutSkill, type SkillRow } from './skillsDraft';
import { VoicesPanel } from './VoicesPanel';

export const SETTINGS_QUERY_KEY = ['settings'] as const;

const NO_ROWS: SkillRow[] = [];

export function SettingsPage() {
  const translate = useTranslate();
  const notify = useNotify();
  const notifyError = useNotifyError();
  const dataProvider = useDataProvider<AppDataProvider>();
  const queryClient = useQueryClient();
  // null: nothing changed, the rows are the server's
  const [draft, setDraft] = useState<SkillRow[] | null>(null);
  const [resetKey, setResetKey] = useState(0);

  const settings = useQuery({
    queryKey: SETTINGS_QUERY_KEY,
    queryFn: () => dataProvider.loadSettings(),
    retry: false,
  });
  useEffect(() => {
    if (settings.error) console.error('Loading the settings failed', settings.error);
  }, [settings.error]);

  const serverRows = settings.data?.skills ?? NO_ROWS;
  const rows = draft ?? serverRows;
  const changed = draft !== null && !sameRows(draft, serverRows);

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
      setDraft(null);
      setResetKey((key) => key + 1);
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
      // other unsaved changes stay
      setDraft((current) => current && withoutSkill(current, skill));
      await refreshSkills(result.skills);
    },
    onError: (error) => {
      console.error('Deleting the skill failed', error);
      notifyError(error);
    },
  });

  const handleDelete = (skill: string) => {
    const onServer = serverRows.some((row) => row.skill.toLowerCase() === skill.toLowerCase());
    // added but never saved: nothing to delete on the server
    if (!onServer) setDraft(withoutSkill(rows, skill));
    else remove.mutate(skill);
  };

  const busy = save.isPending || remove.isPending;
  const loading = settings.isPending;

  return (
    <Box sx={{ maxWidth: 1200 }}>
      <Box
        sx={{
          display: 'flex',
          alignItems: 'center',
          justifyContent: 'flex-end',
          gap: 1.5,
          mb: 3,
        }}
      >
        {changed && (
          <Chip label={translate('app.settings.unsaved')} color="warning" variant="outlined" />
        )}
        <Button
          variant="contained"
          startIcon={
            save.isPending ? <CircularProgress size={16} color="inherit" /> : <SaveOutlinedIcon />
          }
          onClick={() => save.mutate(rows)}
          disabled={loading || settings.isError || busy}
          sx={{ minWidth: 110 }}
        >
          {translate('app.settings.save')}
        </Button>
      </Box>
      <Box
        sx={{
          display: 'grid',
          gap: 3,
          gridTemplateColumns: { xs: '1fr', lg: 'minmax(0, 7fr) minmax(0, 5fr)' },
          alignItems: 'start',
        }}
      >
        <SkillsPanel
          rows={rows}
          loading={loading}
          loadError={settings.isError}
          onRetry={() => void settings.refetch()}
          onRowsChange={setDraft}
          onCountChange={(skill, count) => setDraft(setCount(rows, skill, count))}
          onDelete={handleDelete}
          deleting={remove.isPending ? remove.variables : undefined}
          busy={busy}
          resetKey={resetKey}
        />
        <VoicesPanel />
      </Box>
    </Box>
  );
}

export default SettingsPage;
