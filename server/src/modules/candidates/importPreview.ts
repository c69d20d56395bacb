// Bulk import, step one (an extension): what a resume PDF says of its owner, read by the PDF
// workers as a create would, and whether its email is taken, so the admin can fix the rows
// before each becomes a candidate through the usual create. Nothing is stored.
import { badRequest } from '../../errors.ts';
import type { AppDeps } from '../../types.ts';
import * as repo from './repository.ts';
import { resumeFields, type ResumeFields } from './resumeFields.ts';
import { readResume } from './service.ts';
import type { CandidateForm } from './validation.ts';

export interface ResumePreview extends ResumeFields {
  /** a live candidate of the admin has this email already */
  duplicate: boolean;
}

export async function previewResume(
  deps: AppDeps,
  adminId: string,
  form: CandidateForm,
): Promise<ResumePreview> {
  if (!form.resume) throw badRequest('Resume file is required');
  const text = await readResume(deps, form.resume);
  const fields = resumeFields(text);
  const duplicate = await repo.emailTaken(deps.db, adminId, fields.email);
  return { ...fields, duplicate };
}
