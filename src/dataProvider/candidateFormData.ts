// The multipart bodies of POST /candidate/create and PUT /candidate/{id}.
import { asList } from './httpClient';
import { objectOf, type Json } from './records';

/** The comma-joined skill names the API takes; accepts names or `{skill}` objects. */
export function joinSkills(value: unknown): string {
  if (typeof value === 'string') return value;
  return asList(value)
    .map((item) => (typeof item === 'string' ? item : objectOf(item).skill))
    .filter((name): name is string => typeof name === 'string' && name.trim() !== '')
    .map((name) => name.trim())
    .join(',');
}

/** A newly picked file (react-admin's FileInput gives `{rawFile}`); an existing resume is not. */
export function newResumeFile(value: unknown): File | undefined {
  if (typeof File === 'undefined') return undefined;
  if (value instanceof File) return value;
  const raw = objectOf(value).rawFile;
  return raw instanceof File ? raw : undefined;
}

function appendText(form: FormData, name: string, value: unknown): void {
  if (value === undefined) return;
  form.append(name, value === null ? '' : String(value));
}

function appendResume(form: FormData, value: unknown): void {
  const resume = newResumeFile(value);
  if (resume) form.append('resume', resume, resume.name);
}

/** POST /candidate/create fields. */
export function candidateCreateForm(data: Json): FormData {
  const form = new FormData();
  appendText(form, 'name', data.name ?? '');
  appendText(form, 'phone', data.phone ?? '');
  appendText(form, 'profile_summary', data.profile_summary);
  appendText(form, 'email', data.email ?? '');
  form.append('skills', joinSkills(data.skills));
  appendResume(form, data.resume);
  return form;
}

/** PUT /candidate/{id} fields: never email or resume_url; the resume only when newly picked. */
export function candidateUpdateForm(data: Json): FormData {
  const form = new FormData();
  appendText(form, 'name', data.name);
  appendText(form, 'phone', data.phone);
  appendText(form, 'profile_summary', data.profile_summary);
  if (data.skills !== undefined) form.append('skills', joinSkills(data.skills));
  appendResume(form, data.resume);
  return form;
}
