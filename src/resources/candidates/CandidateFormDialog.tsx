// The add / edit candidate popup (spec: "Candidate add/edit popup"; validation in section 5).
// A failed save keeps the popup open with everything typed, the chosen file included.
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import {
  Alert,
  Box,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  LinearProgress,
  Skeleton,
  Stack,
  Typography,
  useMediaQuery,
  type Theme,
} from '@mui/material';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Suspense, lazy, useId, useMemo, useState } from 'react';
import {
  AutocompleteArrayInput,
  Form,
  TextInput,
  useDataProvider,
  useNotify,
  useTranslate,
} from 'react-admin';
import { useFormProblem } from '../../common/useFormProblem';
import type { AppDataProvider, Candidate } from '../../dataProvider/types';
import { useStartupData } from '../../layout/useStartupData';
import {
  cleanSkills,
  percentOf,
  validateCandidateForm,
  type CandidateFormValues,
} from './candidateForm';
import { ResumeDropzone } from './ResumeDropzone';
import { sanitizeSummaryHtml } from './sanitizeSummary';

const ProfileSummaryInput = lazy(() => import('./ProfileSummaryInput'));

export interface CandidateFormDialogProps {
  open: boolean;
  /** the candidate to edit; none: a new one */
  candidate?: Candidate | null;
  onClose(): void;
  /** after the popup closes (its exit transition ended) */
  onExited?(): void;
}

interface FormValues extends CandidateFormValues {
  name: string;
  phone: string;
  email: string;
  skills: string[];
  profile_summary: string;
  resume: File | null;
}

export function CandidateFormDialog({
  open,
  candidate,
  onClose,
  onExited,
}: CandidateFormDialogProps) {
  const translate = useTranslate();
  const notify = useNotify();
  const dataProvider = useDataProvider<AppDataProvider>();
  const queryClient = useQueryClient();
  const { skills: adminSkills } = useStartupData();
  const fullScreen = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const titleId = useId();
  const editing = !!candidate;
  const { problem, warn, fail, hide, clear } = useFormProblem('candidate-form-problem');
  const [progress, setProgress] = useState<number | null>(null);

  // stable: react-admin's Form resets the fields whenever its defaults change
  const defaultValues = useMemo<FormValues>(
    () => ({
      name: candidate?.name ?? '',
      phone: candidate?.phone ?? '',
      email: candidate?.email ?? '',
      skills: cleanSkills(candidate?.skills),
      profile_summary: sanitizeSummaryHtml(candidate?.profile_summary),
      resume: null,
    }),
    [candidate],
  );

  const choices = useMemo(() => {
    const names = cleanSkills([...adminSkills.map((s) => s.skill), ...(candidate?.skills ?? [])]);
    return names.map((name) => ({ id: name, name }));
  }, [adminSkills, candidate]);

  const save = useMutation({
    mutationFn: async (values: FormValues) => {
      const data = {
        name: values.name.trim(),
        phone: values.phone.trim(),
        email: (values.email ?? '').trim(),
        skills: cleanSkills(values.skills),
        profile_summary: sanitizeSummaryHtml(values.profile_summary),
        resume: values.resume ?? undefined,
      };
      const meta = {
        onUploadProgress: (loaded: number, total: number) => setProgress(percentOf(loaded, total)),
      };
      if (candidate) {
        const { email: _email, ...changes } = data;
        return dataProvider.update('candidates', {
          id: candidate.id,
          data: changes,
          previousData: candidate,
          meta,
        });
      }
      return dataProvider.create('candidates', { data, meta });
    },
  });

  const submit = async (raw: Record<string, unknown>) => {
    if (save.isPending) return;
    const values = raw as unknown as FormValues;
    const invalid = validateCandidateForm(values, candidate?.resume_url);
    if (invalid) {
      warn(invalid);
      return;
    }
    hide();
    setProgress(values.resume ? 0 : null);
    try {
      await save.mutateAsync(values);
    } catch (error) {
      fail(error);
      setProgress(null);
      return;
    }
    clear();
    notify(editing ? 'app.candidates.updated' : 'app.candidates.added', { type: 'success' });
    // every list may show the candidate (skills and voices stay)
    await queryClient.invalidateQueries({ predicate: (q) => q.queryKey[0] !== 'startup' });
    onClose();
  };

  const busy = save.isPending;
  const close = () => {
    if (busy) return;
    clear();
    onClose();
  };

  return (
    <Dialog
      open={open}
      onClose={(_event, reason) => {
        // a stray click outside must not throw away what was typed
        if (reason !== 'backdropClick') close();
      }}
      fullWidth
      maxWidth="sm"
      fullScreen={fullScreen}
      aria-labelledby={titleId}
      slotProps={{ transition: { onExited } }}
    >
      <Form defaultValues={defaultValues} onSubmit={submit} noValidate>
        <Box sx={{ px: 3, py: 2, display: 'flex', alignItems: 'center', gap: 1.5, pb: 1 }}>
          <Button
            onClick={close}
            disabled={busy}
            startIcon={<ArrowBackIcon />}
            size="small"
            color="inherit"
            sx={{ color: 'text.secondary' }}
          >
            {translate('app.common.back')}
          </Button>
          <Typography id={titleId} variant="h6" component="h2">
            {translate(editing ? 'app.candidates.edit_title' : 'app.candidates.add_title')}
          </Typography>
        </Box>

        <DialogContent dividers>
          <Stack spacing={2}>
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
              <TextInput
                source="name"
                label={translate('app.candidate_screen.name')}
                helperText={false}
                autoComplete="off"
                autoFocus
                fullWidth
              />
              <TextInput
                source="phone"
                type="tel"
                label={translate('app.candidate_screen.phone')}
                helperText={false}
                autoComplete="off"
                fullWidth
              />
            </Stack>
            <TextInput
              source="email"
              type="email"
              label={translate('app.candidate_screen.email')}
              disabled={editing}
              helperText={editing ? translate('app.candidate_screen.email_locked') : false}
              autoComplete="off"
              fullWidth
            />
            <ResumeDropzone
              existingUrl={candidate?.resume_url || null}
              disabled={busy}
              onReject={warn}
              onAccept={hide}
            />
            <AutocompleteArrayInput
              source="skills"
              label={translate('app.candidate_screen.skills')}
              choices={choices}
              helperText={
                choices.length === 0 ? translate('app.candidate_screen.no_skills') : false
              }
              fullWidth
            />
            <Suspense
              fallback={
                <Box role="status" aria-live="polite">
                  <Typography variant="body2" sx={{ color: 'text.secondary', mb: 0.5 }}>
                    {translate('app.candidate_screen.loading_editor')}
                  </Typography>
                  <Skeleton variant="rounded" height={150} />
                </Box>
              }
            >
              <ProfileSummaryInput
                source="profile_summary"
                label={translate('app.candidate_screen.profile_summary')}
                helperText={translate('app.candidate_screen.summary_hint')}
              />
            </Suspense>
          </Stack>
        </DialogContent>

        <DialogActions
          sx={{ flexDirection: 'column', alignItems: 'stretch', gap: 1, px: 3, py: 2 }}
        >
          {busy ? (
            <Box role="status" aria-live="polite">
              <Typography variant="caption" sx={{ color: 'text.secondary' }}>
                {progress !== null
                  ? translate('app.candidate_screen.uploading', { percent: progress })
                  : translate('app.candidate_screen.saving')}
              </Typography>
              <LinearProgress
                variant={progress !== null ? 'determinate' : 'indeterminate'}
                value={progress ?? undefined}
                aria-label={translate('app.candidate_screen.saving')}
                sx={{ mt: 0.5, borderRadius: 1 }}
              />
            </Box>
          ) : null}
          {problem && !busy ? (
            <Alert severity={problem.severity} role="alert">
              {problem.text}
            </Alert>
          ) : null}
          <Box sx={{ display: 'flex', justifyContent: 'flex-end', m: '0 !important' }}>
            <Button type="submit" variant="contained" disabled={busy} sx={{ minWidth: 170 }}>
              {busy
                ? translate('app.candidates.processing')
                : translate(editing ? 'app.candidates.submit_update' : 'app.candidates.submit_add')}
            </Button>
          </Box>
        </DialogActions>
      </Form>
    </Dialog>
  );
}
