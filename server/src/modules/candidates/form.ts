import type { FastifyRequest } from 'fastify';
import { ApiError, badRequest } from '../../errors.ts';
import { nulPath } from '../../lib/nulText.ts';
import { discardUpload, receiveUpload } from '../../lib/resumeStore.ts';
import type { CandidateForm } from './validation.ts';

const FORM_FIELDS = new Set([
  'name',
  'phone',
  'email',
  'profile_summary',
  'skills',
  'deleted',
  'resume_url',
]);

const tooLarge = () => new ApiError(413, 'File too large: the limit is 10 MB');

/** Multipart failures, by @fastify/multipart's code, in the platform's words. */
function formError(err: unknown): ApiError {
  if (err instanceof ApiError) return err;
  const code = (err as { code?: string }).code;
  if (code === 'FST_REQ_FILE_TOO_LARGE') return tooLarge();
  if (code === 'FST_FILES_LIMIT') return badRequest('Only one resume file can be uploaded');
  if (code === 'FST_FIELDS_LIMIT' || code === 'FST_PARTS_LIMIT') {
    return badRequest('Too many form fields');
  }
  if (code === 'FST_PROTO_VIOLATION') return badRequest('Invalid form field name');
  if (code === 'FST_INVALID_JSON_FIELD_ERROR') return badRequest('A form field is not valid JSON');
  // busboy: no boundary, broken part headers, body ended early
  return badRequest(`Malformed multipart body: ${(err as Error).message}`);
}

/**
 * Reads the whole multipart body: text fields by name and the one `resume` file, if any, streamed
 * to a temporary file in DATA_DIR/tmp (removed again when the form is refused).
 */
async function readCandidateForm(request: FastifyRequest, dataDir: string): Promise<CandidateForm> {
  if (!request.isMultipart()) throw badRequest('Expected a multipart/form-data body');
  const fields = new Map<string, string[]>();
  let resume: string | undefined;
  let upload: string | undefined;
  try {
    for await (const part of request.parts()) {
      if (part.type === 'file') {
        const received = await receiveUpload(dataDir, part.file);
        upload = received.path;
        if (part.file.truncated) throw tooLarge();
        if (part.fieldname !== 'resume') {
          throw badRequest(`Unexpected file field '${part.fieldname}': send the PDF as 'resume'`);
        }
        // a browser sends an empty, nameless part for a file input left empty
        if (received.bytes === 0 && !part.filename) {
          await discardUpload(upload);
          continue;
        }
        if (resume) throw badRequest('Only one resume file can be uploaded');
        resume = upload;
        upload = undefined;
      } else {
        if (!FORM_FIELDS.has(part.fieldname)) continue;
        if (part.valueTruncated) throw badRequest(`Field '${part.fieldname}' is too long`);
        if (typeof part.value !== 'string') {
          throw badRequest(`Field '${part.fieldname}' must be text`);
        }
        if (nulPath(part.value) !== undefined) {
          throw badRequest(`Field '${part.fieldname}' must not contain the NUL character (U+0000)`);
        }
        fields.set(part.fieldname, [...(fields.get(part.fieldname) ?? []), part.value]);
      }
    }
  } catch (err) {
    await Promise.all([discardUpload(upload), discardUpload(resume)]);
    throw formError(err);
  }
  return { fields, resume: resume === undefined ? undefined : { path: resume } };
}

/**
 * Reads the candidate form and runs `use` with it; the uploaded resume's temporary file is gone
 * afterwards, whether `use` moved it into place or failed.
 */
export async function withCandidateForm<T>(
  request: FastifyRequest,
  dataDir: string,
  use: (form: CandidateForm) => Promise<T>,
): Promise<T> {
  const form = await readCandidateForm(request, dataDir);
  try {
    return await use(form);
  } finally {
    await discardUpload(form.resume?.path);
  }
}
