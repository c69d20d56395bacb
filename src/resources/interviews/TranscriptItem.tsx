// One question of an interview's transcript: the question, the answer and its score. An entry of
// the reference server (it carries `scorer`) also shows where the question came from, why it got
// its score, who scored it, a "Needs review" mark, and the admin's "Edit score" control. A
// follow-up question (issue 52) is shown under the question it follows, saying what it asked about.
import { Box, Chip, Paper, Stack, Typography } from '@mui/material';
import { useId, useState, type ReactNode } from 'react';
import { useTranslate } from 'react-admin';
import { useMay } from '../../authProvider/useMay';
import type { Interview, InterviewAnswer } from '../../dataProvider/types';
import { useScoreEditingSupported } from './answerScoreSupport';
import { ScoringDetails } from './AnswerScoringDetails';
import { formatScore, scoreValue } from './interviewFormat';
import { placeMessage, type TranscriptPlace } from './transcriptPlaces';
import { nearestStep, ScoreEditButton, ScoreEditForm } from './ScoreEdit';
import { useOverrideAnswerScore } from './useOverrideAnswerScore';

function answerScoreColor(score: number | null): 'success' | 'warning' | 'error' | 'default' {
  if (score === null) return 'default';
  if (score >= 4) return 'success';
  if (score >= 2.5) return 'warning';
  return 'error';
}

export interface TranscriptItemProps {
  interview: Interview;
  item: InterviewAnswer;
  /** the entry's place in `history`, its number, and whether it is a follow-up */
  place: TranscriptPlace;
  /** the question's follow-ups, shown under it */
  children?: ReactNode;
}

export function TranscriptItem({ interview, item, place, children }: TranscriptItemProps) {
  const translate = useTranslate();
  const score = scoreValue(item.score);
  // nothing to judge, and no one has scored it: no number (issue 52)
  const notScorable = item.scorable === false && score === null;
  const answer = typeof item.answer === 'string' ? item.answer.trim() : '';
  const followUp = place.followUp !== null;
  const point = followUp ? item.follow_up_point?.trim() : undefined;
  // only the reference server's entries say who scored them, and only it takes a new score
  const scored = typeof item.scorer === 'string';
  // an answer's final score: owners, admins and recruiters (docs/scoring.md)
  const mayScore = useMay('interviews', 'score');
  const origin = [
    item.skill?.trim(),
    item.difficulty && translate(`app.training.difficulty.${item.difficulty}`),
  ].filter(Boolean);
  return (
    <Box component="li">
      <Paper
        variant="outlined"
        sx={{ p: 2, ...(followUp && { bgcolor: 'action.hover' }) }}
        data-testid="transcript-item"
        data-follow-up={followUp || undefined}
      >
        <Box sx={{ display: 'flex', alignItems: 'flex-start', gap: 2 }}>
          <Box sx={{ flex: 1, minWidth: 0 }}>
            <Typography
              variant="overline"
              // the dark shade: small capitals on a tinted card need 4.5:1
              sx={{ lineHeight: 1.6, color: followUp ? 'secondary.dark' : 'primary.main' }}
            >
              {translate(...placeMessage(place, 'label'))}
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
            {point && (
              <Typography
                variant="body2"
                color="text.secondary"
                sx={{ overflowWrap: 'anywhere' }}
                data-testid="follow-up-point"
              >
                {translate('app.interviews.follow_up.about', { point })}
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
              {answer ||
                translate(
                  interview.content_removed_at
                    ? 'app.interviews.answer_removed'
                    : 'app.interviews.no_answer',
                )}
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
        {scored && mayScore && <ScoreEditor interview={interview} place={place} score={score} />}
      </Paper>
      {children}
    </Box>
  );
}

/** "Edit score": a select of 0 to 5 in halves with Save and Cancel; hidden where unsupported. */
function ScoreEditor({
  interview,
  place,
  score,
}: {
  interview: Interview;
  place: TranscriptPlace;
  score: number | null;
}) {
  const translate = useTranslate();
  const id = useId();
  const supported = useScoreEditingSupported();
  const { save, isPending } = useOverrideAnswerScore();
  const [editing, setEditing] = useState(false);
  const [value, setValue] = useState(() => nearestStep(score));
  if (!supported) return null;

  if (!editing) {
    return (
      <Box sx={{ display: 'flex', justifyContent: 'flex-end', mt: 1 }}>
        <ScoreEditButton
          label={translate('app.interviews.edit_score')}
          ariaLabel={translate(...placeMessage(place, 'edit'))}
          onClick={() => {
            setValue(nearestStep(score));
            setEditing(true);
          }}
        />
      </Box>
    );
  }

  return (
    <ScoreEditForm
      id={`${id}-score`}
      label={translate(...placeMessage(place, 'field'))}
      value={value}
      onChange={setValue}
      pending={isPending}
      cancelLabel={translate('app.interviews.cancel_edit')}
      saveLabel={translate('app.interviews.save_score')}
      onCancel={() => setEditing(false)}
      onSave={() => {
        void save(interview, place.index, value).then((saved) => saved && setEditing(false));
      }}
    />
  );
}
