// One question of an interview's transcript: the question, the answer and its score. An entry of
// the reference server (it carries `scorer`) also shows where the question came from, why it got
// its score, who scored it, a "Needs review" mark, and the admin's "Edit score" control.
import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import { Box, Button, Chip, MenuItem, Paper, Stack, TextField, Typography } from '@mui/material';
import { useId, useState } from 'react';
import { useTranslate } from 'react-admin';
import { useMay } from '../../authProvider/useMay';
import type { Interview, InterviewAnswer } from '../../dataProvider/types';
import { useScoreEditingSupported } from './answerScoreSupport';
import { formatScore, scoreValue } from './interviewFormat';
import { useOverrideAnswerScore } from './useOverrideAnswerScore';

/** The scores an admin can give: 0 to 5 in steps of 0.5, as the server takes them. */
export const SCORE_STEPS = Array.from({ length: 11 }, (_, i) => i / 2);

/** The step nearest to a score (the select's starting value). */
function nearestStep(score: number | null): number {
  return score === null ? 0 : Math.round(score * 2) / 2;
}

function answerScoreColor(score: number | null): 'success' | 'warning' | 'error' | 'default' {
  if (score === null) return 'default';
  if (score >= 4) return 'success';
  if (score >= 2.5) return 'warning';
  return 'error';
}

export interface TranscriptItemProps {
  interview: Interview;
  item: InterviewAnswer;
  /** the entry's place in `history` */
  index: number;
}

export function TranscriptItem({ interview, item, index }: TranscriptItemProps) {
  const translate = useTranslate();
  const score = scoreValue(item.score);
  // nothing to judge, and no one has scored it: no number (issue 52)
  const notScorable = item.scorable === false && score === null;
  const answer = typeof item.answer === 'string' ? item.answer.trim() : '';
  const number = index + 1;
  // only the reference server's entries say who scored them, and only it takes a new score
  const scored = typeof item.scorer === 'string';
  // an answer's final score: owners, admins and recruiters (docs/scoring.md)
  const mayScore = useMay('interviews', 'score');
  const origin = [
    item.skill?.trim(),
    item.difficulty && translate(`app.training.difficulty.${item.difficulty}`),
  ].filter(Boolean);
  return (
    <Paper component="li" variant="outlined" sx={{ p: 2 }} data-testid="transcript-item">
      <Box sx={{ display: 'flex', alignItems: 'flex-start', gap: 2 }}>
        <Box sx={{ flex: 1, minWidth: 0 }}>
          <Typography variant="overline" color="primary" sx={{ lineHeight: 1.6 }}>
            {translate('app.interviews.question_n', { n: number })}
          </Typography>
          {origin.length > 0 && (
            <Typography
              variant="caption"
              color="text.secondary"
              component="span"
              sx={{ ml: 1 }}
              data-testid="answer-origin"
            >
              {origin.join(' · ')}
            </Typography>
          )}
          <Typography sx={{ fontWeight: 600, mb: 1, overflowWrap: 'anywhere' }}>
            {item.question}
          </Typography>
          <Typography variant="caption" color="text.secondary" component="div">
            {translate('app.interviews.answer')}
          </Typography>
          <Typography
            variant="body2"
            color={answer ? 'text.primary' : 'text.secondary'}
            sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}
          >
            {answer || translate('app.interviews.no_answer')}
          </Typography>
          {scored && <ScoringDetails item={item} />}
        </Box>
        <Stack spacing={1} sx={{ alignItems: 'flex-end', flexShrink: 0 }}>
          <Chip
            size="small"
            label={
              notScorable
                ? translate('app.interviews.not_scorable')
                : score === null
                  ? '—'
                  : formatScore(score)
            }
            variant={notScorable ? 'outlined' : 'filled'}
            color={answerScoreColor(score)}
            aria-label={
              score === null ? undefined : translate('app.interviews.score_label', { score })
            }
            sx={{ fontWeight: 700 }}
          />
        </Stack>
      </Box>
      {scored && mayScore && <ScoreEditor interview={interview} index={index} score={score} />}
    </Paper>
  );
}

/** Where the AI score came from (issue 52): " · model llama3.1 · 212 tokens", or the version. */
function provenance(item: InterviewAnswer, translate: (key: string, options?: object) => string) {
  const parts = [
    item.model && translate('app.interviews.provenance_model', { model: item.model }),
    !item.model &&
      item.scorer_version !== undefined &&
      translate('app.interviews.provenance_version', { version: item.scorer_version }),
    item.tokens !== undefined &&
      translate('app.interviews.provenance_tokens', { smart_count: item.tokens }),
  ].filter(Boolean);
  return parts.length > 0 ? ` · ${parts.join(' · ')}` : '';
}

/** Why the score, who gave it (the scorer's own score kept when the admin changed it), review. */
function ScoringDetails({ item }: { item: InterviewAnswer }) {
  const translate = useTranslate();
  const explanation = item.explanation?.trim();
  // the scorer's own score, when a person's score stands in its place
  const auto =
    item.scorer === 'admin' || (item.review_count ?? 0) > 0 ? scoreValue(item.auto_score) : null;
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
    </Box>
  );
}

/** "Edit score": a select of 0 to 5 in halves with Save and Cancel; hidden where unsupported. */
function ScoreEditor({
  interview,
  index,
  score,
}: {
  interview: Interview;
  index: number;
  score: number | null;
}) {
  const translate = useTranslate();
  const id = useId();
  const supported = useScoreEditingSupported();
  const { save, isPending } = useOverrideAnswerScore();
  const [editing, setEditing] = useState(false);
  const [value, setValue] = useState(() => nearestStep(score));
  const number = index + 1;
  if (!supported) return null;

  if (!editing) {
    return (
      <Box sx={{ display: 'flex', justifyContent: 'flex-end', mt: 1 }}>
        <Button
          size="small"
          startIcon={<EditOutlinedIcon fontSize="small" />}
          aria-label={translate('app.interviews.edit_score_label', { n: number })}
          onClick={() => {
            setValue(nearestStep(score));
            setEditing(true);
          }}
        >
          {translate('app.interviews.edit_score')}
        </Button>
      </Box>
    );
  }

  const submit = async () => {
    if (await save(interview, index, value)) setEditing(false);
  };

  return (
    <Box
      sx={{
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'flex-end',
        gap: 1,
        flexWrap: 'wrap',
        mt: 1.5,
      }}
    >
      <TextField
        select
        id={`${id}-score`}
        size="small"
        label={translate('app.interviews.new_score_label', { n: number })}
        value={value}
        onChange={(event) => setValue(Number(event.target.value))}
        disabled={isPending}
        sx={{ minWidth: 200 }}
      >
        {SCORE_STEPS.map((step) => (
          <MenuItem key={step} value={step}>
            {formatScore(step)}
          </MenuItem>
        ))}
      </TextField>
      <Button onClick={() => setEditing(false)} disabled={isPending}>
        {translate('app.interviews.cancel_edit')}
      </Button>
      <Button variant="contained" onClick={() => void submit()} disabled={isPending}>
        {translate('app.interviews.save_score')}
      </Button>
    </Box>
  );
}
