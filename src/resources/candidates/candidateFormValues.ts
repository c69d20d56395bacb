// What the add/edit popup's form holds, and what of it is sent.
import type { Candidate } from '../../dataProvider/types';
import { cleanSkills, type CandidateFormValues } from './candidateForm';
import { sanitizeSummaryHtml } from './sanitizeSummary';

export interface CandidateDraft extends CandidateFormValues {
  name: string;
  phone: string;
  email: string;
  skills: string[];
  profile_summary: string;
  resume: File | null;
}

/** The fields as the popup opens: the candidate's values, or empty for a new one. */
export function draftOf(candidate: Candidate | null | undefined): CandidateDraft {
  return {
    name: candidate?.name ?? '',
    phone: candidate?.phone ?? '',
    email: candidate?.email ?? '',
    skills: cleanSkills(candidate?.skills),
    profile_summary: sanitizeSummaryHtml(candidate?.profile_summary),
    resume: null,
  };
}

/** The record sent: text trimmed, skills cleaned, the summary sanitised, no resume unless picked. */
export function candidateDataOf(values: CandidateDraft) {
  return {
    name: values.name.trim(),
    phone: values.phone.trim(),
    email: (values.email ?? '').trim(),
    skills: cleanSkills(values.skills),
    profile_summary: sanitizeSummaryHtml(values.profile_summary),
    resume: values.resume ?? undefined,
  };
}
