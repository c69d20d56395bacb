// GET /candidate/export-link: the reference server's CSV export (docs/api-extensions.md). The
// answer is a short-lived signed link the browser downloads itself, streamed to disk. The
// platform lacks it: the link then reads as null.
import { HttpError } from 'ra-core';
import { UNSUPPORTED } from './unsupported';
import type { Client } from './httpClient';
import { objectOf } from './records';

/** What the list shows: its search, sort and interview state. */
export interface ExportView {
  q?: string;
  sort?: string;
  order?: string;
  state?: string;
}

/**
 * The absolute address of the export of `view`, or null when the API has no export. The link is
 * relative to the API's origin, which may not be the console's.
 */
export async function readExportLink(
  client: Client,
  candidateUrl: string,
  view: ExportView,
): Promise<string | null> {
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(view)) {
    if (value) search.set(name, value);
  }
  try {
    const { json } = await client(`${candidateUrl}/export-link?${search}`);
    const url = objectOf(json).url;
    if (typeof url !== 'string' || url === '') return null;
    return new URL(url, new URL(candidateUrl, window.location.href)).href;
  } catch (error) {
    if (error instanceof HttpError && UNSUPPORTED.has(error.status)) return null;
    throw error;
  }
}
