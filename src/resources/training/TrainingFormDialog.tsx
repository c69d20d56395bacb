// The add/edit popup of a training set (spec: 'Add New Data' / 'Edit Data'). Submitting is the
// caller's job: it resolves on success, and on failure the popup stays open with what was typed.
import AddIcon from '@mui/icons-material/Add';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutline';
import {
  Alert,
  Box,
  Button,
  CircularProgress,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  IconButton,
  MenuItem,
  Paper,
  Stack,
  TextField,
  Tooltip,
  Typography,
  useMediaQuery,
  type Theme,
} from '@mui/material';
import { useId, useState } from 'react';
import { Confirm, useTranslate } from 'react-admin';
import { DIFFICULTIES, type TrainingSet } from '../../dataProvider/types';
import { TagInput } from './TagInput';
import {
  draftFromSet,
  draftToPayload,
  emptyQuestion,
  isDraftChanged,
  removeQuestion,
  type QuestionDraft,
  type TrainingDraft,
} from './trainingDraft';
import { validateTrainingForm, type TrainingFormErrors } from './validateTrainingForm';

export interface TrainingFormDialogProps {
  open: boolean;
  /** the set being edited; none for a new one */
  record?: TrainingSet | null;
  onClose: () => void;
  /** sends the form; resolves when saved, rejects (after telling the user) when not */
  onSubmit: (payload: ReturnType<typeof draftToPayload>) => Promise<unknown>;
}

/** Mounted only while open, so every opening starts from the record (or an empty form). */
export function TrainingFormDialog(props: TrainingFormDialogProps) {
  if (!props.open) return null;
  return <TrainingForm {...props} />;
}

function TrainingForm({ record, onClose, onSubmit }: TrainingFormDialogProps) {
  const translate = useTranslate();
  const id = useId();
  const fullScreen = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const isEdit = !!record;
  const [initial] = useState(() => draftFromSet(record));
  const [draft, setDraft] = useState<TrainingDraft>(initial);
  const [errors, setErrors] = useState<TrainingFormErrors | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const [confirmDiscard, setConfirmDiscard] = useState(false);

  const update = (next: TrainingDraft) => {
    setDraft(next);
    // once shown, the message follows what the user fixes
    if (errors) setErrors(validateTrainingForm(next));
  };
  const updateQuestion = (index: number, changes: Partial<QuestionDraft>) =>
    update({
      ...draft,
      questions: draft.questions.map((q, i) => (i === index ? { ...q, ...changes } : q)),
    });

  const requestClose = () => {
    if (submitting) return;
    if (isDraftChanged(initial, draft)) setConfirmDiscard(true);
    else onClose();
  };

  const handleSubmit = async (event: { preventDefault: () => void }) => {
    event.preventDefault();
    if (submitting) return;
    const problems = validateTrainingForm(draft);
    setErrors(problems);
    if (problems) return;
    setSubmitting(true);
    try {
      await onSubmit(draftToPayload(draft));
      onClose();
    } catch {
      // the caller told the user; keep everything typed
      setSubmitting(false);
    }
  };

  const titleId = `${id}-title`;
  const onlyOne = draft.questions.length <= 1;

  return (
    <>
      <Dialog
        open
        onClose={requestClose}
        fullWidth
        maxWidth="md"
        fullScreen={fullScreen}
        aria-labelledby={titleId}
      >
        {/* the form spans title, content and actions; it keeps the content the scrolling part */}
        <Box
          component="form"
          noValidate
          onSubmit={handleSubmit}
          sx={{ display: 'flex', flexDirection: 'column', flex: '1 1 auto', minHeight: 0 }}
        >
          <DialogTitle
            id={`${id}-header`}
            component="div"
            sx={{ display: 'flex', alignItems: 'center', gap: 1.5, pb: 1 }}
          >
            <Button
              onClick={requestClose}
              startIcon={<ArrowBackIcon />}
              disabled={submitting}
              color="inherit"
              size="small"
              sx={{ color: 'text.secondary' }}
            >
              {translate('app.common.back')}
            </Button>
            <Typography id={titleId} variant="h6" component="h2">
              {translate(isEdit ? 'app.training.edit_title' : 'app.training.add_title')}
            </Typography>
          </DialogTitle>

          <DialogContent dividers sx={{ bgcolor: 'background.default' }}>
            <Stack spacing={2}>
              <TextField
                id={`${id}-domain`}
                label={translate('app.training.domain_label')}
                placeholder={translate('app.training.domain_placeholder')}
                value={draft.domain}
                onChange={(event) => update({ ...draft, domain: event.target.value })}
                error={!!errors?.domain}
                disabled={submitting}
                required
                fullWidth
                autoFocus={!isEdit}
                autoComplete="off"
              />

              {draft.questions.map((question, index) => {
                const number = index + 1;
                const problems = errors?.questions[index];
                return (
                  <Paper
                    key={question.key}
                    variant="outlined"
                    component="section"
                    aria-label={translate('app.training.question_heading', { number })}
                    sx={{ p: 2 }}
                  >
                    <Box sx={{ display: 'flex', alignItems: 'center', mb: 1.5 }}>
                      <Typography variant="subtitle2" sx={{ flex: 1 }}>
                        {translate('app.training.question_heading', { number })}
                      </Typography>
                      <Tooltip
                        title={translate(
                          onlyOne ? 'app.training.last_question' : 'app.training.remove_question',
                          { number },
                        )}
                      >
                        {/* a span, so the tooltip still shows on the disabled button */}
                        <span>
                          <IconButton
                            aria-label={translate('app.training.remove_question', { number })}
                            onClick={() =>
                              update({
                                ...draft,
                                questions: removeQuestion(draft.questions, index),
                              })
                            }
                            disabled={onlyOne || submitting}
                            size="small"
                            color="error"
                          >
                            <DeleteOutlineIcon fontSize="small" />
                          </IconButton>
                        </span>
                      </Tooltip>
                    </Box>
                    <Stack spacing={2}>
                      <TextField
                        id={`${id}-q${question.key}-text`}
                        label={translate('app.training.question_label')}
                        value={question.question}
                        onChange={(event) =>
                          updateQuestion(index, { question: event.target.value })
                        }
                        error={!!problems?.question}
                        disabled={submitting}
                        required
                        fullWidth
                        multiline
                        minRows={2}
                      />
                      <Box
                        sx={{
                          display: 'grid',
                          gap: 2,
                          gridTemplateColumns: { xs: '1fr', sm: '200px 1fr' },
                          alignItems: 'start',
                        }}
                      >
                        <TextField
                          id={`${id}-q${question.key}-difficulty`}
                          select
                          label={translate('app.training.difficulty_label')}
                          value={question.difficulty}
                          onChange={(event) =>
                            updateQuestion(index, {
                              difficulty: event.target.value as QuestionDraft['difficulty'],
                            })
                          }
                          error={!!problems?.difficulty}
                          disabled={submitting}
                          required
                          size="small"
                          slotProps={{
                            select: {
                              displayEmpty: true,
                              renderValue: (value) =>
                                value ? (
                                  translate(`app.training.difficulty.${String(value)}`)
                                ) : (
                                  <Box component="span" sx={{ color: 'text.disabled' }}>
                                    {translate('app.training.difficulty_placeholder')}
                                  </Box>
                                ),
                            },
                            inputLabel: { shrink: true },
                          }}
                        >
                          {DIFFICULTIES.map((difficulty) => (
                            <MenuItem key={difficulty} value={difficulty}>
                              {translate(`app.training.difficulty.${difficulty}`)}
                            </MenuItem>
                          ))}
                        </TextField>
                        <TagInput
                          id={`${id}-q${question.key}-tags`}
                          number={number}
                          tags={question.tags}
                          onChange={(tags) => updateQuestion(index, { tags })}
                          error={!!problems?.tags}
                          disabled={submitting}
                        />
                      </Box>
                    </Stack>
                  </Paper>
                );
              })}

              <Box>
                <Button
                  startIcon={<AddIcon />}
                  onClick={() =>
                    update({ ...draft, questions: [...draft.questions, emptyQuestion()] })
                  }
                  disabled={submitting}
                  variant="outlined"
                  sx={{ bgcolor: 'background.paper' }}
                >
                  {translate('app.training.add_question')}
                </Button>
              </Box>
            </Stack>
          </DialogContent>

          <DialogActions sx={{ px: 3, py: 2, gap: 2 }}>
            {errors && (
              <Alert severity="error" sx={{ flex: 1, py: 0 }}>
                {translate(errors.message)}
              </Alert>
            )}
            <Button
              type="submit"
              variant="contained"
              disabled={submitting}
              startIcon={submitting ? <CircularProgress size={16} color="inherit" /> : undefined}
              sx={{ minWidth: 120, ml: 'auto' }}
            >
              {translate(isEdit ? 'app.training.update' : 'app.training.submit')}
            </Button>
          </DialogActions>
        </Box>
      </Dialog>

      <Confirm
        isOpen={confirmDiscard}
        title="app.training.discard_title"
        content="app.training.discard_content"
        confirm="app.training.discard"
        cancel="app.training.keep_editing"
        confirmColor="warning"
        onConfirm={() => {
          setConfirmDiscard(false);
          onClose();
        }}
        onClose={() => setConfirmDiscard(false)}
      />
    </>
  );
}
