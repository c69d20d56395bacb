// The scoring of a whole interview in its transcript (issue 52): what the AI scoring cost and how
// many answers it could not score, and "Score again" (every answer scored by the scorer configured
// now, the earlier scorings kept) for a completed interview of the reference server.
import RefreshIcon from '@mui/icons-material/Refresh';
import { Button, CircularProgress, Tooltip, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { useMay } from '../../authProvider/useMay';
import type { Interview } from '../../dataProvider/types';
import { useRescoreSupported } from './answerScoreSupport';
import { useRescoreInterview } from './useRescoreInterview';

const positive = (value: unknown): number =>
  typeof value === 'number' && Number.isFinite(value) && value > 0 ? value : 0;

/** "AI scoring used 1,240 tokens · 2 answers could not be scored"; nothing when neither. */
export function ScoringSummary({ interview }: { interview: Interview }) {
  const translate = useTranslate();
  const tokens = positive(interview.tokens_used);
  const notScorable = positive(interview.not_scorable);
  if (!tokens && !notScorable) return null;
  return (
    <Typography
      variant="body2"
      color="text.secondary"
      sx={{ mt: 0.5 }}
      data-testid="scoring-summary"
    >
      {[
        tokens && translate('app.interviews.tokens_used', { smart_count: tokens }),
        notScorable && translate('app.interviews.not_scorable_count', { smart_count: notScorable }),
      ]
        .filter(Boolean)
        .join(' · ')}
    </Typography>
  );
}

/** Whether the interview's answers name their scorer: the reference server's, not the platform's. */
const scoredByReferenceServer = (interview: Interview) =>
  (interview.history ?? []).some((entry) => typeof entry.scorer === 'string');

/**
 * "Score again": a completed interview of the reference server, for those who set final scores
 * (owners, admins, recruiters); hidden once the server is found without the call.
 */
export function ScoreAgainButton({ interview }: { interview: Interview }) {
  const translate = useTranslate();
  const mayScore = useMay('interviews', 'score');
  const supported = useRescoreSupported();
  const { rescore, isPending } = useRescoreInterview();
  if (
    !mayScore ||
    !supported ||
    interview.status !== 'completed' ||
    !scoredByReferenceServer(interview) ||
    // its answers are gone (docs/retention.md): nothing to score again
    Boolean(interview.content_removed_at)
  ) {
    return null;
  }
  return (
    // no hint while it works: a disabled button takes no pointer events
    <Tooltip title={isPending ? '' : translate('app.interviews.score_again_hint')} describeChild>
      <Button
        size="small"
        variant="outlined"
        disabled={isPending}
        startIcon={isPending ? <CircularProgress size={16} color="inherit" /> : <RefreshIcon />}
        onClick={() => void rescore(interview)}
      >
        {translate(isPending ? 'app.interviews.scoring_again' : 'app.interviews.score_again')}
      </Button>
    </Tooltip>
  );
}
