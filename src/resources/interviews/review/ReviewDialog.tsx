// The blind review form (docs/scoring.md): each answer with its question and expected points, a
// score from 0 to 5 in halves (or none) and a note. No AI score and no one else's review is on it.
// A failed save keeps everything chosen and typed.
import {
  Alert,
  Box,
  Button,
  Chip,
  Dialog,
  DialogActions,
  DialogContent,
  MenuItem,
  Paper,
  Stack,
  TextField,
  Typography,
  useMediaQuery,
  type Theme,
} from '@mui/material';
import { useId, useState } from 'react';
import { useTranslate } from 'react-admin';
import { BusyIcon } from '../../../common/BusyIcon';
import { DialogHeader } from '../../../common/DialogHeader';
import type { MyReview, ReviewAnswer, ReviewSheetEntry } from '../../../dataProvider/types';
import { formatScore } from '../interviewFormat';
import { SCORE_STEPS } from '../ScoreEdit';
import { useSaveReview } from './reviewQueries';

/** As the server keeps a note at most. */
export const MAX_NOTE = 2000;
const NONE = '';

interface Draft {
  score: string;
  note: string;
}

const draftOf = (review: MyReview): Record<number, Draft> =>
  Object.fromEntries(
    review.sheet.map((entry) => {
      const mine = review.answers.find((a) => a.index === entry.index);
      return [entry.index, { score: mine ? String(mine.score) : NONE, note: mine?.note ?? '' }];
    }),
  );

export interface ReviewDialogProps {
  interviewId: string;
  review: MyReview;
  onClose: () => void;
}

export function ReviewDialog({ interviewId, review, onClose }: ReviewDialogProps) {
  const translate = useTranslate();
  const id = useId();
  const fullScreen = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const [draft, setDraft] = useState(() => draftOf(review));
  const [problem, setProblem] = useState<string | null>(null);
  const save = useSaveReview(interviewId);
  const set = (index: number, change: Partial<Draft>) =>
    setDraft((current) => ({ ...current, [index]: { ...current[index]!, ...change } }));

  const submit = async () => {
    const answers: ReviewAnswer[] = review.sheet
      .map((entry) => ({ index: entry.index, ...draft[entry.index]! }))
      .filter((a) => a.score !== NONE)
      .map((a) => ({ index: a.index, score: Number(a.score), note: a.note.trim() }));
    if (answers.length === 0) {
      setProblem('app.reviews.none_scored');
      return;
    }
    setProblem(null);
    try {
      await save.mutateAsync(answers);
      onClose();
    } catch {
      // told in a toast; everything chosen and typed stays
    }
  };

  const titleId = `${id}-title`;
  return (
    <Dialog
      open
      onClose={save.isPending ? undefined : onClose}
      fullWidth
      maxWidth="md"
      fullScreen={fullScreen}
      aria-labelledby={titleId}
      scroll="paper"
    >
      <DialogHeader
        titleId={titleId}
        title={translate(review.submitted_at ? 'app.reviews.edit_title' : 'app.reviews.title')}
        busy={save.isPending}
        onBack={onClose}
      />
      <DialogContent dividers sx={{ bgcolor: 'background.default' }}>
        {review.blind && !review.unlocked && (
          <Alert severity="info" variant="outlined" sx={{ mb: 2 }}>
            {translate('app.reviews.blind_hint')}
          </Alert>
        )}
        <Stack component="ol" spacing={2} sx={{ listStyle: 'none', p: 0, m: 0 }}>
          {review.sheet.map((entry) => (
            <SheetEntry
              key={entry.index}
              id={`${id}-${entry.index}`}
              entry={entry}
              draft={draft[entry.index]!}
              disabled={save.isPending}
              onChange={(change) => set(entry.index, change)}
            />
          ))}
        </Stack>
      </DialogContent>
      <DialogActions sx={{ px: 3, py: 2, gap: 2 }}>
        {problem && (
          <Alert severity="error" sx={{ flex: 1, py: 0 }}>
            {translate(problem)}
          </Alert>
        )}
        <Button onClick={onClose} disabled={save.isPending}>
          {translate('app.reviews.cancel')}
        </Button>
        <Button
          variant="contained"
          onClick={() => void submit()}
          disabled={save.isPending}
          startIcon={save.isPending ? <BusyIcon /> : undefined}
        >
          {translate('app.reviews.submit')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

function SheetEntry({
  id,
  entry,
  draft,
  disabled,
  onChange,
}: {
  id: string;
  entry: ReviewSheetEntry;
  draft: Draft;
  disabled: boolean;
  onChange: (change: Partial<Draft>) => void;
}) {
  const translate = useTranslate();
  const { number } = entry;
  const followUp = entry.follow_up_of !== undefined;
  const heading = translate(followUp ? 'app.reviews.follow_up_of' : 'app.interviews.question_n', {
    n: number,
  });
  const answer = entry.answer.trim();
  return (
    <Paper
      component="li"
      variant="outlined"
      aria-label={heading}
      sx={{ p: 2, ...(followUp && { ml: { xs: 2, sm: 4 } }) }}
    >
      <Typography variant="overline" color="primary" component="h3" sx={{ lineHeight: 1.6 }}>
        {heading}
        {entry.skill && (
          <Typography variant="caption" color="text.secondary" component="span" sx={{ ml: 1 }}>
            {entry.skill}
          </Typography>
        )}
      </Typography>
      <Typography sx={{ fontWeight: 600, mb: 1, overflowWrap: 'anywhere' }}>
        {entry.question}
      </Typography>
      <Typography variant="caption" color="text.secondary" component="div">
        {translate('app.interviews.answer')}
      </Typography>
      <Typography
        variant="body2"
        color={answer ? 'text.primary' : 'text.secondary'}
        sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere', mb: 1 }}
      >
        {answer || translate('app.interviews.no_answer')}
      </Typography>
      {entry.expected_points.length > 0 && (
        <Box sx={{ mb: 1 }}>
          <Typography variant="caption" color="text.secondary" component="div">
            {translate('app.reviews.expected_points')}
          </Typography>
          <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
            {entry.expected_points.map((point) => (
              <Typography
                component="li"
                variant="body2"
                key={point}
                sx={{ overflowWrap: 'anywhere' }}
              >
                {point}
              </Typography>
            ))}
          </Box>
        </Box>
      )}
      {!entry.scorable && (
        <Chip
          size="small"
          variant="outlined"
          label={translate('app.reviews.not_scorable', { reason: entry.not_scorable_reason })}
          sx={{
            mb: 1,
            maxWidth: '100%',
            height: 'auto',
            '& .MuiChip-label': { whiteSpace: 'normal' },
          }}
        />
      )}
      <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap', alignItems: 'flex-start', mt: 1 }}>
        <TextField
          select
          id={`${id}-score`}
          size="small"
          label={translate(
            followUp ? 'app.reviews.follow_up_score_label' : 'app.reviews.score_label',
            { n: number },
          )}
          value={draft.score}
          onChange={(event) => onChange({ score: event.target.value })}
          disabled={disabled}
          sx={{ minWidth: 180 }}
        >
          <MenuItem value={NONE}>{translate('app.reviews.not_scored')}</MenuItem>
          {SCORE_STEPS.map((step) => (
            <MenuItem key={step} value={String(step)}>
              {formatScore(step)}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          id={`${id}-note`}
          size="small"
          label={translate(
            followUp ? 'app.reviews.follow_up_note_label' : 'app.reviews.note_label',
            { n: number },
          )}
          value={draft.note}
          onChange={(event) => onChange({ note: event.target.value })}
          disabled={disabled}
          multiline
          minRows={1}
          sx={{ flex: '1 1 240px' }}
          slotProps={{ htmlInput: { maxLength: MAX_NOTE } }}
        />
      </Box>
    </Paper>
  );
}
