// The add/edit candidate form's rules (spec section 5), kept pure so they can be tested alone.
import { isCandidateEmail, isCandidatePhone, LIMITS } from '../../common/limits';

/** Largest resume the server takes (its multipart limit). */
export const MAX_RESUME_BYTES = LIMITS.resumeBytes;

export interface CandidateFormValues {
  name?: string | null;
  phone?: string | null;
  email?: string | null;
  /** a newly picked PDF, not yet sent */
  resume?: File | null;
  skills?: string[] | null;
  profile_summary?: string | null;
}

export type CandidateFormError =
  | 'app.candidates.fill_all'
  | 'app.candidates.upload_resume'
  | 'app.candidates.add_skills'
  | 'app.limits.candidate_phone'
  | 'app.limits.candidate_email'
  | 'app.limits.candidate_skills'
  | 'app.limits.candidate_summary';

/** The arguments of a problem's message (the server's limits in the `app.limits.*` ones). */
export function candidateFormErrorArgs(error: CandidateFormError): Record<string, number> {
  switch (error) {
    case 'app.limits.candidate_phone':
      return { min: LIMITS.candidatePhoneMin, max: LIMITS.candidatePhoneMax };
    case 'app.limits.candidate_skills':
      return { max: LIMITS.candidateSkills };
    case 'app.limits.candidate_summary':
      return { max: LIMITS.profileSummary };
    default:
      return {};
  }
}

const filled = (value: string | null | undefined): boolean =>
  typeof value === 'string' && value.trim() !== '';

/**
 * The first rule the values break, as the translation key of its message, in the spec's order:
 * name and phone, then a resume (a new file or the existing `resume_url`), then a skill; then the
 * server's rules, so a value it would refuse is never uploaded: the phone's characters, the
 * email (not sent on edit), the number of skills and the summary's length (the name's is the field's maxLength).
 * null when the form can be sent.
 */
export function validateCandidateForm(
  values: CandidateFormValues,
  existingResumeUrl?: string | null,
  { editing = false }: { editing?: boolean } = {},
): CandidateFormError | null {
  if (!filled(values.name) || !filled(values.phone)) return 'app.candidates.fill_all';
  if (!values.resume && !filled(existingResumeUrl)) return 'app.candidates.upload_resume';
  const skills = (values.skills ?? []).filter((s) => filled(s));
  if (skills.length === 0) return 'app.candidates.add_skills';
  if (!isCandidatePhone(values.phone!)) return 'app.limits.candidate_phone';
  // an edit does not send the email
  if (!editing && !isCandidateEmail(values.email ?? '')) return 'app.limits.candidate_email';
  if (cleanSkills(skills).length > LIMITS.candidateSkills) return 'app.limits.candidate_skills';
  if ((values.profile_summary ?? '').length > LIMITS.profileSummary) {
    return 'app.limits.candidate_summary';
  }
  return null;
}

export type ResumeFileError =
  | 'app.candidates.only_pdf'
  | 'app.candidate_screen.file_too_large'
  | 'app.candidate_screen.file_empty';

/** A PDF by its type, or by its name when the browser gives no type. */
export function isPdfFile(file: Pick<File, 'name' | 'type'>): boolean {
  const type = (file.type ?? '').toLowerCase();
  if (type === 'application/pdf') return true;
  return (type === '' || type === 'application/octet-stream') && /\.pdf$/i.test(file.name ?? '');
}

/** Why a dropped or picked file cannot be the resume (translation key), or null when it can. */
export function checkResumeFile(
  file: Pick<File, 'name' | 'type' | 'size'>,
): ResumeFileError | null {
  if (!isPdfFile(file)) return 'app.candidates.only_pdf';
  if (file.size > MAX_RESUME_BYTES) return 'app.candidate_screen.file_too_large';
  if (file.size === 0) return 'app.candidate_screen.file_empty';
  return null;
}

/** '532 KB', '1.4 MB' */
export function formatFileSize(bytes: number): string {
  if (!Number.isFinite(bytes) || bytes < 0) return '';
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${Math.round(bytes / 1024)} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}

/** Upload progress as a whole percentage, 0 to 100. */
export function percentOf(loaded: number, total: number): number {
  if (!(total > 0) || !Number.isFinite(loaded)) return 0;
  return Math.min(100, Math.max(0, Math.round((loaded / total) * 100)));
}

/** Skill names trimmed, without empties and without repeats (any case). */
export function cleanSkills(skills: readonly unknown[] | null | undefined): string[] {
  const seen = new Set<string>();
  const out: string[] = [];
  for (const item of skills ?? []) {
    if (typeof item !== 'string') continue;
    const name = item.trim();
    const key = name.toLowerCase();
    if (!name || seen.has(key)) continue;
    seen.add(key);
    out.push(name);
  }
  return out;
}
