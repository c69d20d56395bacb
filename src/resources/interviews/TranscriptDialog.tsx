// An interview in detail: candidate, score, feedback, hired toggle and the transcript, question
// by question.
import CloseIcon from '@mui/icons-material/Close';
import {
  Alert,
  Box,
  Chip,
  Dialog,
  DialogContent,
  DialogTitle,
  Divider,
  FormControlLabel,
  IconButton,
  Paper,
  Stack,
  Switch,
  Typography,
  useMediaQuery,
  type Theme,
} from '@mui/material';
import { useState } from 'react';
import { useGetOne, useTranslate } from 'react-admin';
import { formatDateTime } from '../../dates/dates';
import type { Interview, InterviewAnswer } from '../../dataProvider/types';
import { useCandidateName } from './CandidateCell';
import { CloseActions } from './CloseActions';
import { voiceName } from '../../dataProvider/voices';
import { formatScore, scoreValue } from './interviewFormat';
import { ScoreDisplay } from './ScoreDisplay';
import { StatusChip } from './StatusChip';
import { useUpdateInterview } from './useUpdateInterview';

interface TranscriptDialogProps {
  /** the interview as the list has it; the dialog refreshes it from the server */
  interview: Interview | null;
  onClose: () => void;
}

export function TranscriptDialog({ interview, onClose }: TranscriptDialogProps) {
  const fullScreen = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  // the last interview stays on screen while the dialog fades out
  const [shown, setShown] = useState(interview);
  if (interview !== null && interview !== shown) setShown(interview);
  return (
    <Dialog
      open={interview !== null}
      onClose={onClose}
      fullWidth
      maxWidth="md"
      fullScreen={fullScreen}
      scroll="paper"
      // clicks inside the dialog must not reach the table row behind it (a portal bubbles)
      onClick={(event) => event.stopPropagation()}
    >
      {shown && <TranscriptContent initial={shown} onClose={onClose} />}
    </Dialog>
  );
}

interface TranscriptContentProps {
  initial: Interview;
  onClose: () => void;
}

function TranscriptContent({ initial, onClose }: TranscriptContentProps) {
  const translate = useTranslate();
  const candidateName = useCandidateName();
  const { data } = useGetOne<Interview>(
    'interviews',
    { id: initial.id },
    { placeholderData: initial },
  );
  const interview = data ?? initial;
  const name = candidateName(interview);
  const history = Array.isArray(interview.history) ? interview.history : [];

  return (
    <>
      <DialogTitle sx={{ pr: 7 }}>
        {translate('app.interviews.transcript_title', { name })}
        <Typography variant="body2" color="text.secondary" component="div">
          {[
            interview.candidate?.cand_id,
            interview.int_id,
            interview.title?.trim() || translate('app.interviews.no_title'),
          ]
            .filter(Boolean)
            .join(' · ')}
        </Typography>
        <IconButton
          aria-label={translate('app.interviews.close')}
          onClick={onClose}
          sx={{ position: 'absolute', right: 12, top: 12 }}
        >
          <CloseIcon />
        </IconButton>
      </DialogTitle>
      <DialogContent dividers>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={3} sx={{ mb: 3 }}>
          <Box sx={{ flex: 1 }}>
            <Typography variant="overline" color="text.secondary">
              {translate('app.interviews.overall_score')}
            </Typography>
            <ScoreDisplay score={interview.score} size="large" />
            <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap', mt: 1 }}>
              <StatusChip status={interview.status} />
              <Typography variant="body2" color="text.secondary">
                {[
                  formatDateTime(interview.scheduled_time),
                  voiceName(interview.agent_voice),
                  interview.num_questions
                    ? translate('app.interviews.questions', {
                        smart_count: interview.num_questions,
                      })
                    : '',
                ]
                  .filter(Boolean)
                  .join(' · ')}
              </Typography>
            </Box>
          </Box>
          {/* hiring is decided on a finished interview */}
          {(interview.status === 'completed' || interview.selected === true) && (
            <Box sx={{ flex: 1 }}>
              <SelectedToggle interview={interview} />
            </Box>
          )}
        </Stack>

        <Typography variant="subtitle2" component="h3" gutterBottom>
          {translate('app.interviews.feedback')}
        </Typography>
        <Typography
          color={interview.feedback?.trim() ? 'text.primary' : 'text.secondary'}
          sx={{ whiteSpace: 'pre-wrap', mb: 3 }}
          data-testid="transcript-feedback"
        >
          {interview.feedback?.trim() || translate('app.interviews.no_feedback')}
        </Typography>

        <Divider sx={{ mb: 2 }} />
        <Typography variant="subtitle2" component="h3" gutterBottom>
          {translate('app.interviews.transcript')}
        </Typography>
        {history.length === 0 ? (
          <Alert severity="info" variant="outlined">
            {translate(
              interview.status === 'cancelled'
                ? 'app.interviews.no_transcript_cancelled'
                : 'app.interviews.no_transcript',
            )}
          </Alert>
        ) : (
          <Stack component="ol" spacing={1.5} sx={{ listStyle: 'none', p: 0, m: 0 }}>
            {history.map((item, index) => (
              <TranscriptItem key={index} item={item} number={index + 1} />
            ))}
          </Stack>
        )}
      </DialogContent>
      <CloseActions onClose={onClose} sx={{ px: 3, py: 1.5 }} />
    </>
  );
}

function answerScoreColor(score: number | null): 'success' | 'warning' | 'error' | 'default' {
  if (score === null) return 'default';
  if (score >= 4) return 'success';
  if (score >= 2.5) return 'warning';
  return 'error';
}

function TranscriptItem({ item, number }: { item: InterviewAnswer; number: number }) {
  const translate = useTranslate();
  const score = scoreValue(item.score);
  const answer = typeof item.answer === 'string' ? item.answer.trim() : '';
  return (
    <Paper component="li" variant="outlined" sx={{ p: 2 }} data-testid="transcript-item">
      <Box sx={{ display: 'flex', alignItems: 'flex-start', gap: 2 }}>
        <Box sx={{ flex: 1, minWidth: 0 }}>
          <Typography variant="overline" color="primary" sx={{ lineHeight: 1.6 }}>
            {translate('app.interviews.question_n', { n: number })}
          </Typography>
          <Typography sx={{ fontWeight: 600, mb: 1 }}>{item.question}</Typography>
          <Typography variant="caption" color="text.secondary" component="div">
            {translate('app.interviews.answer')}
          </Typography>
          <Typography
            variant="body2"
            color={answer ? 'text.primary' : 'text.secondary'}
            sx={{ whiteSpace: 'pre-wrap' }}
          >
            {answer || translate('app.interviews.no_answer')}
          </Typography>
        </Box>
        <Chip
          size="small"
          label={score === null ? '—' : formatScore(score)}
          color={answerScoreColor(score)}
          aria-label={
            score === null ? undefined : translate('app.interviews.score_label', { score })
          }
          sx={{ fontWeight: 700, flexShrink: 0 }}
        />
      </Box>
    </Paper>
  );
}

/** Marks the candidate hired or not: PUT selected. */
function SelectedToggle({ interview }: { interview: Interview }) {
  const translate = useTranslate();
  const candidateName = useCandidateName();
  const { save, isPending } = useUpdateInterview();
  const selected = interview.selected === true;

  const toggle = async (next: boolean) => {
    await save(
      interview,
      { selected: next },
      {
        success: next ? 'app.interviews.selected_on' : 'app.interviews.selected_off',
        messageArgs: { name: candidateName(interview) },
      },
    );
  };

  return (
    <Paper variant="outlined" sx={{ p: 2, height: '100%', boxSizing: 'border-box' }}>
      <FormControlLabel
        control={
          <Switch
            checked={selected}
            disabled={isPending}
            onChange={(event) => void toggle(event.target.checked)}
            color="success"
          />
        }
        label={translate('app.interviews.mark_selected')}
      />
      <Typography variant="body2" color="text.secondary">
        {translate('app.interviews.mark_selected_hint')}
      </Typography>
    </Paper>
  );
}
