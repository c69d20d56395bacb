// The add/edit popup of a training set (spec: 'Add New Data' / 'Edit Data'). Submitting is the
// caller's job: it resolves on success, and on failure the popup stays open with what was typed.
import AddIcon from '@mui/icons-material/Add';
import {
  Alert,
  Box,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  Stack,
  Typography,
  useMediaQuery,
  type Theme,
} from '@mui/material';
import { useEffect, useId, useState } from 'react';
import { Confirm, useAugmentedForm, useTranslate } from 'react-admin';
import { FormProvider, useFieldArray, useFormState, useWatch } from 'react-hook-form';
import { BusyIcon } from '../../common/BusyIcon';
import { DialogHeader } from '../../common/DialogHeader';
import { FormTextField } from '../../common/FormTextField';
import { LIMITS } from '../../common/limits';
import { ProblemAlert } from '../../common/ProblemAlert';
import { useStaleProblem, type FormProblem } from '../../common/useFormProblem';
import { useLimitHelper } from '../../common/useLimitHelper';
import type { TrainingSet } from '../../dataProvider/types';
import { QuestionBlock } from './QuestionBlock';
import { draftFromSet, draftToPayload, emptyQuestion, type TrainingDraft } from './trainingDraft';
import { FILL_ALL, validateTrainingValues } from './validateTrainingForm';

export interface TrainingFormDialogProps {
  open: boolean;
  /** the set being edited; none for a new one */
  record?: TrainingSet | null;
  onClose: () => void;
  /** sends the form; resolves when saved, rejects (after telling the user) when not */
  onSubmit: (payload: ReturnType<typeof draftToPayload>) => Promise<unknown>;
  /** loads the set again, after a save refused because someone else changed it first */
  onReload?: () => void;
}

/** Mounted only while open, so every opening starts from the record (or an empty form). */
export function TrainingFormDialog(props: TrainingFormDialogProps) {
  if (!props.open) return null;
  return <TrainingForm {...props} />;
}

function TrainingForm({ record, onClose, onSubmit, onReload }: TrainingFormDialogProps) {
  const translate = useTranslate();
  const id = useId();
  const fullScreen = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const isEdit = !!record;
  // computed once: the block keys must not change between renders
  const [defaultValues] = useState(() => draftFromSet(record));
  const [confirmDiscard, setConfirmDiscard] = useState(false);
  // a save refused as stale: said in the popup too, with its Reload button
  const [stale, setStale] = useState<FormProblem | null>(null);
  const staleProblem = useStaleProblem();

  const { form, formHandleSubmit } = useAugmentedForm({
    defaultValues,
    validate: (values) => validateTrainingValues(values as TrainingDraft),
    disableInvalidFormNotification: true,
    onSubmit: async (values: Record<string, unknown>) => {
      setStale(null);
      try {
        await onSubmit(draftToPayload(values as unknown as TrainingDraft));
        onClose();
      } catch (error) {
        // the caller told the user; everything typed stays
        setStale(staleProblem(error, onReload));
      }
    },
  });
  const { isDirty, isSubmitting, isSubmitted, errors } = useFormState({ control: form.control });
  // once shown, the marks follow every change, as a whole (a question added or removed included)
  useEffect(() => {
    if (!isSubmitted) return;
    const { unsubscribe } = form.watch(() => void form.trigger());
    return unsubscribe;
  }, [form, isSubmitted]);

  const requestClose = () => {
    if (isSubmitting) return;
    if (isDirty) setConfirmDiscard(true);
    else onClose();
  };

  const titleId = `${id}-title`;

  return (
    <FormProvider {...form}>
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
          onSubmit={formHandleSubmit}
          sx={{ display: 'flex', flexDirection: 'column', flex: '1 1 auto', minHeight: 0 }}
        >
          <DialogHeader
            titleId={titleId}
            title={translate(isEdit ? 'app.training.edit_title' : 'app.training.add_title')}
            busy={isSubmitting}
            onBack={requestClose}
          />

          <DialogContent dividers sx={{ bgcolor: 'background.default' }}>
            <TrainingFields id={id} isEdit={isEdit} disabled={isSubmitting} />
          </DialogContent>

          <DialogActions sx={{ px: 3, py: 2, gap: 2 }}>
            {Object.keys(errors).length > 0 && (
              <Alert severity="error" sx={{ flex: 1, py: 0 }}>
                {translate(FILL_ALL)}
              </Alert>
            )}
            {stale && !isSubmitting && <ProblemAlert problem={stale} sx={{ flex: 1, py: 0 }} />}
            <Button
              type="submit"
              variant="contained"
              disabled={isSubmitting}
              startIcon={isSubmitting ? <BusyIcon /> : undefined}
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
    </FormProvider>
  );
}

/** The domain and the question blocks, with the button that adds one. */
function TrainingFields({
  id,
  isEdit,
  disabled,
}: {
  id: string;
  isEdit: boolean;
  disabled: boolean;
}) {
  const translate = useTranslate();
  const questions = useFieldArray({ name: 'questions' });
  const onlyOne = questions.fields.length <= 1;
  const full = questions.fields.length >= LIMITS.trainingQuestions;
  return (
    <Stack spacing={2}>
      <DomainField id={id} isEdit={isEdit} disabled={disabled} />
      {questions.fields.map((field, index) => (
        <QuestionBlock
          key={field.id}
          id={`${id}-q${field.id}`}
          index={index}
          onlyOne={onlyOne}
          disabled={disabled}
          onRemove={() => questions.remove(index)}
        />
      ))}
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, flexWrap: 'wrap' }}>
        <Button
          startIcon={<AddIcon />}
          onClick={() => questions.append(emptyQuestion(), { shouldFocus: false })}
          disabled={disabled || full}
          aria-describedby={full ? `${id}-full` : undefined}
          variant="outlined"
          sx={{ bgcolor: 'background.paper' }}
        >
          {translate('app.training.add_question')}
        </Button>
        {full ? (
          <Typography id={`${id}-full`} variant="body2" color="text.secondary">
            {translate('app.limits.questions_max', { max: LIMITS.trainingQuestions })}
          </Typography>
        ) : null}
      </Box>
    </Stack>
  );
}

/** The domain, with its count near the limit: it alone follows what is typed in it. */
function DomainField({ id, isEdit, disabled }: { id: string; isEdit: boolean; disabled: boolean }) {
  const translate = useTranslate();
  const limitHelper = useLimitHelper();
  const domain: unknown = useWatch({ name: 'domain' });
  return (
    <FormTextField
      source="domain"
      id={`${id}-domain`}
      label={translate('app.training.domain_label')}
      placeholder={translate('app.training.domain_placeholder')}
      showMessage={false}
      helperText={limitHelper(domain, LIMITS.trainingDomain)}
      disabled={disabled}
      required
      fullWidth
      autoFocus={!isEdit}
      autoComplete="off"
      slotProps={{ htmlInput: { maxLength: LIMITS.trainingDomain } }}
    />
  );
}
