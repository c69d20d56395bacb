// One question of the training popup: its text, difficulty, tags and expected points, and the
// remove button.
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutline';
import { Box, IconButton, MenuItem, Paper, Stack, Tooltip, Typography } from '@mui/material';
import { useInput, useTranslate } from 'react-admin';
import { useWatch } from 'react-hook-form';
import { FormTextField } from '../../common/FormTextField';
import { LIMITS } from '../../common/limits';
import { ResponsiveGrid } from '../../common/ResponsiveGrid';
import { useLimitHelper } from '../../common/useLimitHelper';
import { DIFFICULTIES } from '../../dataProvider/types';
import { ExpectedPointsInput } from './ExpectedPointsInput';
import { TagInput } from './TagInput';

export interface QuestionBlockProps {
  /** prefix of the element ids */
  id: string;
  index: number;
  /** the last remaining question cannot be removed */
  onlyOne: boolean;
  disabled: boolean;
  onRemove: () => void;
}

export function QuestionBlock({ id, index, onlyOne, disabled, onRemove }: QuestionBlockProps) {
  const translate = useTranslate();
  const number = index + 1;
  const source = `questions.${index}`;
  return (
    <Paper
      variant="outlined"
      component="section"
      aria-label={translate('app.training.question_heading', { number })}
      sx={{ p: 2 }}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', mb: 1.5 }}>
        {/* under the popup's title (h2): the next level, not MUI's h6 */}
        <Typography variant="subtitle2" component="h3" sx={{ flex: 1 }}>
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
              onClick={onRemove}
              disabled={onlyOne || disabled}
              size="small"
              color="error"
            >
              <DeleteOutlineIcon fontSize="small" />
            </IconButton>
          </span>
        </Tooltip>
      </Box>
      <Stack spacing={2}>
        <QuestionTextField source={source} id={id} disabled={disabled} />
        <ResponsiveGrid from="sm" columns="200px 1fr" sx={{ alignItems: 'start' }}>
          <FormTextField
            source={`${source}.difficulty`}
            id={`${id}-difficulty`}
            select
            label={translate('app.training.difficulty_label')}
            showMessage={false}
            disabled={disabled}
            required
            size="small"
            slotProps={{
              select: {
                displayEmpty: true,
                renderValue: (value) =>
                  value ? (
                    translate(`app.training.difficulty.${String(value)}`)
                  ) : (
                    <Box component="span" sx={{ color: 'text.secondary' }}>
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
          </FormTextField>
          <QuestionTags
            id={`${id}-tags`}
            source={`${source}.tags`}
            number={number}
            disabled={disabled}
          />
        </ResponsiveGrid>
        <QuestionPoints
          id={`${id}-points`}
          source={`${source}.expected_points`}
          number={number}
          disabled={disabled}
        />
      </Stack>
    </Paper>
  );
}

/** A question's list input (its tags, its expected points): where it is and whether it is usable. */
interface QuestionListProps {
  id: string;
  source: string;
  number: number;
  disabled: boolean;
}

function QuestionTags({ id, source, number, disabled }: QuestionListProps) {
  const { field, fieldState } = useInput<string[]>({ source, format: (tags) => tags ?? [] });
  return (
    <TagInput
      id={id}
      number={number}
      tags={field.value}
      onChange={field.onChange}
      error={!!fieldState.error}
      disabled={disabled}
    />
  );
}

function QuestionPoints({ id, source, number, disabled }: QuestionListProps) {
  const { field } = useInput<string[]>({ source, format: (points) => points ?? [] });
  return (
    <ExpectedPointsInput
      id={id}
      number={number}
      points={field.value}
      onChange={field.onChange}
      disabled={disabled}
    />
  );
}

/** The question's text, with its count near the limit: it alone follows what is typed in it. */
function QuestionTextField({
  source,
  id,
  disabled,
}: {
  source: string;
  id: string;
  disabled: boolean;
}) {
  const translate = useTranslate();
  const limitHelper = useLimitHelper();
  const text: unknown = useWatch({ name: `${source}.question` });
  return (
    <FormTextField
      source={`${source}.question`}
      id={`${id}-text`}
      label={translate('app.training.question_label')}
      showMessage={false}
      helperText={limitHelper(text, LIMITS.trainingQuestion)}
      disabled={disabled}
      required
      fullWidth
      multiline
      minRows={2}
      slotProps={{ htmlInput: { maxLength: LIMITS.trainingQuestion } }}
    />
  );
}
