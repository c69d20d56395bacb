// A candidate's rights on the reference server (docs/privacy.md): their data downloaded (GET
// /candidate/{id}/export: a JSON document, or a zip of it and the resume PDF) and their erasure
// (POST /candidate/{id}/erase with the typed name). The platform has neither: the console shows
// neither there (authProvider/access.ts).
import { HttpError } from 'ra-core';
import type { Identifier } from 'ra-core';
import { messageOf, parseJson } from './envelope';
import { GENERIC_ERROR, SERVER_UNREACHABLE, type Client } from './httpClient';
import { pathId } from './records';
import { requestHeaders } from './requestHeaders';

/** json: one document, the resume inside it; zip: the document and the resume PDF beside it. */
export type CandidateDataFormat = 'json' | 'zip';

export interface CandidateData {
  /** the file's name the server gives (Content-Disposition), e.g. candidate-C-AB1234.json */
  filename: string;
  content: Blob;
}

/** The name in `attachment; filename="…"`, else `fallback`. */
export function attachmentName(disposition: string | null, fallback: string): string {
  const match = /filename="([^"]+)"/.exec(disposition ?? '');
  return match?.[1] ?? fallback;
}

/**
 * The candidate's data as the server answers it, as bytes: the answer is a file, not the
 * envelope, so it is read with fetch rather than the JSON client. A refusal throws HttpError with
 * the server's msg, as the client does.
 */
export async function downloadCandidateData(
  candidateUrl: string,
  id: Identifier,
  format: CandidateDataFormat,
  fetcher: typeof fetch = fetch,
): Promise<CandidateData> {
  const query = format === 'zip' ? '?format=zip' : '';
  let response: Response;
  try {
    response = await fetcher(`${candidateUrl}/${pathId(id)}/export${query}`, {
      headers: requestHeaders({ headers: { Accept: '*/*' } }),
    });
  } catch {
    throw new HttpError(SERVER_UNREACHABLE, 0, null);
  }
  if (!response.ok) {
    const body = parseJson(await response.text().catch(() => ''));
    throw new HttpError(messageOf(body) ?? GENERIC_ERROR, response.status, body ?? null);
  }
  const fallback = `candidate-${String(id)}.${format}`;
  return {
    filename: attachmentName(response.headers.get('Content-Disposition'), fallback),
    content: await response.blob(),
  };
}

/** Erases the candidate; `confirm` is their name as typed. The server's message on success. */
export async function eraseCandidate(
  client: Client,
  candidateUrl: string,
  id: Identifier,
  confirm: string,
): Promise<{ msg: string }> {
  const { msg } = await client(`${candidateUrl}/${pathId(id)}/erase`, {
    method: 'POST',
    body: JSON.stringify({ confirm }),
  });
  return { msg: msg ?? '' };
}
