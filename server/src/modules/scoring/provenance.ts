// What an answer keeps of the scorer that scored it (issue 52): the fields of its provenance that
// the scorer set, nothing undefined.
import type { Provenance } from './types.ts';

export function provenanceOf(scored: Provenance): Provenance {
  return {
    ...(scored.scorer_version !== undefined && { scorer_version: scored.scorer_version }),
    ...(scored.model !== undefined && { model: scored.model }),
    prompt_hash: scored.prompt_hash,
    ...(scored.tokens !== undefined && { tokens: scored.tokens }),
  };
}
