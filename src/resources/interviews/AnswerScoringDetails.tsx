// How a reference server's answer got its score: why, who scored it (with the model or the rules'
// version and the tokens), the reviews, a "Needs review" mark, and, once it was scored again, the
// earlier scorings in a list that opens on demand (issue 52).
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import { Box, Button, Chip, Collapse, Typography } from '@mui/material';
import { useId, useState } from 'react';
import { useTranslate } from 'react-admin';
import { formatDateTime } from '../../dates/dates';
import type { AnswerScoring, InterviewAnswer } from '../../dataProvider/types';
import { formatScore, scoreValue } from './interviewFormat';

type Translate = (key: string, options?: object) => string;

/** Which scorer: 'model llama3.1', or the rules' version 'rules v2'; '' when not said. */
function source(item: AnswerScoring, translate: Translate): string {
  if (item.model) return translate('app.interviews.provenance_model', { model: item.model });
  if (item.scorer_version === undefined) return '';
  return translate('app.interviews.provenance_version', { version: item.scorer_version });
}

const tokens = (item: AnswerScoring, translate: Translate): string =>
  item.tokens === undefined
    ? ''
    : translate('app.interviews.provenance_tokens', { smart_count: item.tokens });

/** Where an AI score came from: " · model llama3.1 · 212 tokens", or the rules' version. */
function provenance(item: AnswerScoring, translate: Translate) {
  const parts = [source(item, translate), tokens(item, translate)].filter(Boolean);
  return parts.length > 0 ? ` · ${parts.join(' · ')}` : '';
}

/** Why the score, who gave it (the scorer's own score kept when the admin changed it), review. */
export function ScoringDetails({ item }: { item: InterviewAnswer }) {
  const translate = useTranslate();
  const explanation = item.explanation?.trim();
  // the scorer's own score, when a person's score stands in its place
  const auto =
    item.scorer === 'admin' || (item.review_count ?? 0) > 0 ? scoreValue(item.auto_score) : null;
  // scores[0] is the scoring shown above; the others came before it
  const earlier = (item.scores ?? []).slice(1);
  return (
    <Box sx={{ mt: 1.5 }} data-testid="answer-scoring">
      {explanation && (
        <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
          {explanation}
        </Typography>
      )}
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap', mt: 0.5 }}>
        <Typography variant="caption" color="text.secondary" data-testid="answer-scorer">
          {translate(`app.interviews.scorer.${item.scorer}`)}
          {auto !== null && ` (${translate('app.interviews.auto_score', { score: auto })})`}
          {provenance(item, translate)}
        </Typography>
        {item.review_count !== undefined && item.review_count > 0 && (
          <Typography variant="caption" color="text.secondary" data-testid="answer-reviews">
            {translate('app.reviews.review_mean', { smart_count: item.review_count })}
            {item.review_mean !== undefined && `: ${formatScore(item.review_mean)}`}
          </Typography>
        )}
        {item.needs_review === true && (
          <Chip
            size="small"
            color="warning"
            variant="outlined"
            label={translate('app.interviews.needs_review')}
          />
        )}
      </Box>
      {earlier.length > 0 && <EarlierScorings scorings={earlier} />}
    </Box>
  );
}

/** "Earlier scorings (2)": each earlier AI scoring, newest first, shown on demand. */
function EarlierScorings({ scorings }: { scorings: AnswerScoring[] }) {
  const translate = useTranslate();
  const id = useId();
  const [open, setOpen] = useState(false);
  return (
    <Box sx={{ mt: 0.5 }}>
      <Button
        size="small"
        aria-expanded={open}
        aria-controls={id}
        onClick={() => setOpen((shown) => !shown)}
        endIcon={
          <ExpandMoreIcon
            sx={{ transform: open ? 'rotate(180deg)' : 'none', transition: 'transform 150ms' }}
          />
        }
        sx={{ ml: -0.5, px: 0.5 }}
      >
        {translate('app.interviews.earlier_scorings', { count: scorings.length })}
      </Button>
      <Collapse in={open} unmountOnExit>
        <Box
          component="ol"
          id={id}
          data-testid="earlier-scorings"
          sx={{ listStyle: 'none', m: 0, mt: 0.5, p: 0, display: 'grid', gap: 1 }}
        >
          {scorings.map((scoring, at) => (
            <EarlierScoring key={at} scoring={scoring} />
          ))}
        </Box>
      </Collapse>
    </Box>
  );
}

function EarlierScoring({ scoring }: { scoring: AnswerScoring }) {
  const translate = useTranslate();
  const score = scoreValue(scoring.score);
  const explanation = scoring.explanation?.trim();
  return (
    <Box
      component="li"
      sx={{ pl: 1.5, borderLeft: 2, borderColor: 'divider' }}
      data-testid="earlier-scoring"
    >
      <Typography variant="body2" component="div">
        <Box component="span" sx={{ fontWeight: 700 }}>
          {score === null ? translate('app.interviews.not_scorable') : formatScore(score)}
        </Box>
        <Typography variant="caption" color="text.secondary" component="span">
          {' · '}
          {[
            translate(`app.interviews.scorer.${scoring.scorer ?? 'built-in'}`),
            source(scoring, translate),
            formatDateTime(scoring.scored_at),
            tokens(scoring, translate),
          ]
            .filter(Boolean)
            .join(' · ')}
        </Typography>
      </Typography>
      {explanation && (
        <Typography variant="caption" color="text.secondary" component="div">
          {explanation}
        </Typography>
      )}
    </Box>
  );
}
