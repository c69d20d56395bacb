// The add/edit popup's fields; the email is the candidate's login and cannot change once set.
import { Box, Stack } from '@mui/material';
import { Suspense, useMemo } from 'react';
import { AutocompleteArrayInput, TextInput, useTranslate } from 'react-admin';
import { useWatch } from 'react-hook-form';
import { LIMITS } from '../../common/limits';
import { LoadErrorBoundary } from '../../common/LoadErrorBoundary';
import { PartLoadError } from '../../common/PartLoadError';
import { preloadable } from '../../common/preloadable';
import { useLimitHelper } from '../../common/useLimitHelper';
import type { Candidate } from '../../dataProvider/types';
import { useStartupData } from '../../layout/useStartupData';
import { cleanSkills, type ResumeFileError } from './candidateForm';
import { ResumeDropzone } from './ResumeDropzone';
import { SummaryEditorFallback } from './SummaryEditorFallback';

const ProfileSummaryInput = preloadable(() => import('./ProfileSummaryInput'));

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
  const limitHelper = useLimitHelper();
  const [name, email] = useWatch({ name: ['name', 'email'] }) as [unknown, unknown];

  return (
    <Stack spacing={2}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <TextInput
          source="name"
          label={translate('app.candidate_screen.name')}
          helperText={limitHelper(name, LIMITS.candidateName)}
          autoComplete="off"
          autoFocus
          fullWidth
          slotProps={{ htmlInput: { maxLength: LIMITS.candidateName } }}
        />
        <TextInput
          source="phone"
          type="tel"
          label={translate('app.candidate_screen.phone')}
          // what the server takes, said before the form is sent
          helperText={translate('app.limits.phone_rule', {
            min: LIMITS.candidatePhoneMin,
            max: LIMITS.candidatePhoneMax,
          })}
          autoComplete="off"
          fullWidth
          slotProps={{ htmlInput: { maxLength: LIMITS.candidatePhoneMax } }}
        />
      </Stack>
      <TextInput
        source="email"
        type="email"
        label={translate('app.candidate_screen.email')}
        disabled={editing}
        helperText={
          editing
            ? translate('app.candidate_screen.email_locked')
            : limitHelper(email, LIMITS.candidateEmail)
        }
        autoComplete="off"
        fullWidth
        slotProps={{ htmlInput: { maxLength: LIMITS.candidateEmail } }}
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
      {/* an editor whose code did not arrive offers Retry in its place; the form keeps its input */}
      <LoadErrorBoundary fallback={(props) => <PartLoadError {...props} />}>
        <Suspense fallback={<SummaryEditorFallback />}>
          <ProfileSummaryInput
            source="profile_summary"
            label={translate('app.candidate_screen.profile_summary')}
            helperText={translate('app.candidate_screen.summary_hint')}
          />
        </Suspense>
      </LoadErrorBoundary>
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
