// An interview in detail: candidate, score, feedback (editable), hired toggle and the transcript,
// question by question (TranscriptItem: scores, their explanations and the admin's override), each
// follow-up question under the one it follows; what the scoring cost, and "Score again".
import CloseIcon from '@mui/icons-material/Close';
import {
  Alert,
  Box,
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
import { formatDate, formatDateTime } from '../../dates/dates';
import type { Interview } from '../../dataProvider/types';
import { useScoreEditingSupported } from './answerScoreSupport';
import { useCandidateName } from './CandidateCell';
import { CloseActions } from './CloseActions';
import { voiceName } from '../../dataProvider/voices';
import { FeedbackEditor } from './FeedbackEditor';
import { ScoreDisplay } from './ScoreDisplay';
import { StatusChip } from './StatusChip';
import { TranscriptItem } from './TranscriptItem';
import { transcriptGroups } from './transcriptPlaces';
import { ScoreAgainButton, ScoringSummary } from './TranscriptScoring';
import { useUpdateInterview } from './useUpdateInterview';
import { useMay } from '../../authProvider/useMay';
import { RecordHistoryLink } from '../../audit/RecordHistoryLink';
import { InterviewMessagesLink } from '../../outbox/InterviewMessagesLink';
import { FinalScoreEditor } from './review/FinalScoreEditor';
import { ReviewSection } from './review/ReviewSection';

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

/** A question's follow-ups: indented under it, a line joining them to it. */
const FOLLOW_UPS = {
  listStyle: 'none',
  m: 0,
  mt: 1,
  ml: { xs: 0.5, sm: 3 },
  p: 0,
  pl: { xs: 1, sm: 2 },
  borderLeft: 2,
  borderColor: 'divider',
} as const;

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
  const scoreEditing = useScoreEditingSupported();

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
        <RecordHistoryLink targetType="interview" targetId={String(interview.id)} />
        <InterviewMessagesLink interviewId={String(interview.id)} />
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
            <FinalScoreEditor interview={interview} />
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
            <ScoringSummary interview={interview} />
          </Box>
          {/* hiring is decided on a finished interview */}
          {(interview.status === 'completed' || interview.selected === true) && (
            <Box sx={{ flex: 1 }}>
              <SelectedToggle interview={interview} />
            </Box>
          )}
        </Stack>

        <FeedbackEditor interview={interview} />
        <ReviewSection interview={interview} />

        <Divider sx={{ mb: 2 }} />
        <Box
          sx={{
            display: 'flex',
            alignItems: 'center',
            justifyContent: 'space-between',
            flexWrap: 'wrap',
            gap: 1,
            mb: 1,
          }}
        >
          <Typography variant="subtitle2" component="h3">
            {translate('app.interviews.transcript')}
          </Typography>
          <ScoreAgainButton interview={interview} />
        </Box>
        {!scoreEditing && history.some((item) => typeof item.scorer === 'string') && (
          <Alert severity="info" variant="outlined" sx={{ mb: 1.5 }}>
            {translate('app.interviews.score_edit_missing')}
          </Alert>
        )}
        {interview.content_removed_at && (
          <Alert severity="info" variant="outlined" sx={{ mb: 1.5 }} data-testid="content-removed">
            {translate('app.interviews.content_removed', {
              date: formatDate(interview.content_removed_at) || interview.content_removed_at,
            })}
          </Alert>
        )}
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
            {transcriptGroups(history).map(({ question, followUps }) => (
              <TranscriptItem
                key={question.index}
                interview={interview}
                item={history[question.index]!}
                place={question}
              >
                {followUps.length > 0 && (
                  <Stack component="ol" spacing={1} sx={FOLLOW_UPS}>
                    {followUps.map((place) => (
                      <TranscriptItem
                        key={place.index}
                        interview={interview}
                        item={history[place.index]!}
                        place={place}
                      />
                    ))}
                  </Stack>
                )}
              </TranscriptItem>
            ))}
          </Stack>
        )}
      </DialogContent>
      <CloseActions onClose={onClose} sx={{ px: 3, py: 1.5 }} />
    </>
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

  const mayEdit = useMay('interviews', 'edit');
  return (
    <Paper variant="outlined" sx={{ p: 2, height: '100%', boxSizing: 'border-box' }}>
      <FormControlLabel
        control={
          <Switch
            checked={selected}
            // marking a candidate selected is a change a reviewer may not make
            disabled={isPending || !mayEdit}
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
