// The add/edit popup's fields; the email is the candidate's login and cannot change once set.
import { Box, Stack } from '@mui/material';
import { Suspense, lazy, useMemo } from 'react';
import { AutocompleteArrayInput, TextInput, useTranslate } from 'react-admin';
import type { Candidate } from '../../dataProvider/types';
import { useStartupData } from '../../layout/useStartupData';
import { cleanSkills, type ResumeFileError } from './candidateForm';
import { ResumeDropzone } from './ResumeDropzone';
import { SummaryEditorFallback } from './SummaryEditorFallback';

const ProfileSummaryInput = lazy(() => import('./ProfileSummaryInput'));

export interface CandidateFormFieldsProps {
  candidate?: Candidate | null;
  busy: boolean;
  onResumeRejected(error: ResumeFileError): void;
  onResumeAccepted(): void;
}

export function CandidateFormFields({
  candidate,
  busy,
  onResumeRejected,
  onResumeAccepted,
}: CandidateFormFieldsProps) {
  const translate = useTranslate();
  const editing = !!candidate;
  const choices = useSkillChoices(candidate);

  return (
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
        onReject={onResumeRejected}
        onAccept={onResumeAccepted}
      />
      {/* Enter adds the highlighted skill (the first that matches what is typed) or does
          nothing; it never submits the form with a half-typed skill */}
      <Box
        onKeyDown={(event) => {
          if (event.key === 'Enter') event.preventDefault();
        }}
      >
        <AutocompleteArrayInput
          source="skills"
          label={translate('app.candidate_screen.skills')}
          choices={choices}
          helperText={choices.length === 0 ? translate('app.candidate_screen.no_skills') : false}
          autoHighlight
          fullWidth
        />
      </Box>
      <Suspense fallback={<SummaryEditorFallback />}>
        <ProfileSummaryInput
          source="profile_summary"
          label={translate('app.candidate_screen.profile_summary')}
          helperText={translate('app.candidate_screen.summary_hint')}
        />
      </Suspense>
    </Stack>
  );
}

/** The admin's skills, plus any the candidate has that the admin has since removed. */
function useSkillChoices(candidate: Candidate | null | undefined) {
  const { skills: adminSkills } = useStartupData();
  return useMemo(() => {
    const names = cleanSkills([...adminSkills.map((s) => s.skill), ...(candidate?.skills ?? [])]);
    return names.map((name) => ({ id: name, name }));
  }, [adminSkills, candidate]);
}
