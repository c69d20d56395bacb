// The interview's feedback in the transcript dialog, and its editing: a multi-line field saved with
// PUT /interview/{id} {feedback} (the contract's update), as the hired toggle is.
import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import { Box, Button, TextField, Typography } from '@mui/material';
import { useId, useState } from 'react';
import { useTranslate } from 'react-admin';
import { useMay } from '../../authProvider/useMay';
import { useLimitHelper } from '../../common/useLimitHelper';
import type { Interview } from '../../dataProvider/types';
import { useCandidateName } from './CandidateCell';
import { useUpdateInterview } from './useUpdateInterview';

/** The server's maximum for feedback (server: interviews schemas, UpdateBody). */
export const FEEDBACK_MAX_CHARS = 20_000;

export function FeedbackEditor({ interview }: { interview: Interview }) {
  const translate = useTranslate();
  const limitHelper = useLimitHelper();
  const candidateName = useCandidateName();
  const headingId = useId();
  const { save, isPending } = useUpdateInterview();
  const current = typeof interview.feedback === 'string' ? interview.feedback : '';
  const [text, setText] = useState<string | null>(null);
  const editing = text !== null;
  // the interview's feedback goes with its final score: owners, admins, recruiters (docs/scoring.md)
  const mayEdit = useMay('interviews', 'score');

  const submit = async () => {
    if (text === null) return;
    await save(
      interview,
      { feedback: text.trim() },
      {
        success: 'app.interviews.feedback_saved',
        messageArgs: { name: candidateName(interview) },
        onUpdated: () => setText(null),
      },
    );
  };

  return (
    <Box sx={{ mb: 3 }}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, mb: 0.5 }}>
        <Typography variant="subtitle2" component="h3" id={headingId} sx={{ flex: 1 }}>
          {translate('app.interviews.feedback')}
        </Typography>
        {!editing && mayEdit && (
          <Button
            size="small"
            startIcon={<EditOutlinedIcon fontSize="small" />}
            onClick={() => setText(current)}
          >
            {translate('app.interviews.edit_feedback')}
          </Button>
        )}
      </Box>
      {editing ? (
        <>
          <TextField
            value={text}
            onChange={(event) => setText(event.target.value)}
            onKeyDown={(event) => {
              // Escape leaves the edit, not the dialog (what was typed is dropped, as by Cancel)
              if (event.key !== 'Escape') return;
              event.stopPropagation();
              setText(null);
            }}
            slotProps={{
              htmlInput: { maxLength: FEEDBACK_MAX_CHARS, 'aria-labelledby': headingId },
            }}
            helperText={limitHelper(text, FEEDBACK_MAX_CHARS)}
            disabled={isPending}
            multiline
            minRows={3}
            fullWidth
            autoFocus
          />
          <Box sx={{ display: 'flex', justifyContent: 'flex-end', gap: 1, mt: 1 }}>
            <Button onClick={() => setText(null)} disabled={isPending}>
              {translate('app.interviews.cancel_edit')}
            </Button>
            <Button
              variant="contained"
              onClick={() => void submit()}
              disabled={isPending || text.trim() === current.trim()}
            >
              {translate('app.interviews.save_feedback')}
            </Button>
          </Box>
        </>
      ) : (
        <Typography
          color={current.trim() ? 'text.primary' : 'text.secondary'}
          sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}
          data-testid="transcript-feedback"
        >
          {current.trim() || translate('app.interviews.no_feedback')}
        </Typography>
      )}
    </Box>
  );
}
