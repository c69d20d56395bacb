// One training set: the domain, when it was last updated, and its numbered questions (with their
// expected points, when they have some, on expand, and their scoring problems, when flagged).
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutline';
import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import { Box, Button, Card, CardContent, Chip, Collapse, Stack, Typography } from '@mui/material';
import { useId, useState } from 'react';
import { useTranslate } from 'react-admin';
import type { Difficulty, TrainingSet } from '../../dataProvider/types';
import { TooltipIconButton } from '../../common/TooltipIconButton';
import { formatDate } from '../../dates/dates';
import { capitalise } from './capitalise';
import { QuestionFlagNote } from './QuestionFlagNote';
import { TagChips } from './TagChips';
import type { FlagOf } from './useQuestionFlags';
import { RecordHistoryLink } from '../../audit/RecordHistoryLink';

/** Visibly distinct per difficulty, each readable on its tint (WCAG AA). */
const DIFFICULTY_COLOURS: Record<Difficulty, { color: string; bgcolor: string; border: string }> = {
  easy: { color: '#166534', bgcolor: '#dcfce7', border: '#86efac' },
  medium: { color: '#92400e', bgcolor: '#fef3c7', border: '#fcd34d' },
  hard: { color: '#991b1b', bgcolor: '#fee2e2', border: '#fca5a5' },
};

export function DifficultyChip({ difficulty }: { difficulty: Difficulty }) {
  const translate = useTranslate();
  const colours = DIFFICULTY_COLOURS[difficulty] ?? DIFFICULTY_COLOURS.medium;
  return (
    <Chip
      label={translate(`app.training.difficulty.${difficulty}`, { _: difficulty })}
      size="small"
      data-difficulty={difficulty}
      sx={{
        fontWeight: 600,
        color: colours.color,
        bgcolor: colours.bgcolor,
        border: `1px solid ${colours.border}`,
      }}
    />
  );
}

export interface TrainingCardProps {
  record: TrainingSet;
  /** each button is shown only when given (the member's role may change training sets) */
  onEdit?: () => void;
  onDelete?: () => void;
  /** a question's scoring flag, if it has one (none on the platform) */
  flagOf?: FlagOf;
}

export function TrainingCard({ record, onEdit, onDelete, flagOf }: TrainingCardProps) {
  const translate = useTranslate();
  const domain = capitalise(record.domain);
  const updated = formatDate(record.last_updated);
  const count = record.questions.length;
  const editLabel = translate('app.training.edit', { domain });
  const deleteLabel = translate('app.training.delete', { domain });

  return (
    <Card component="article" aria-label={domain}>
      <CardContent sx={{ p: { xs: 2, sm: 3 } }}>
        {/* on a phone the buttons go under the domain rather than squeezing its name */}
        <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'flex-start', gap: 2, mb: 2 }}>
          <Box sx={{ flex: '1 1 12rem', minWidth: 0 }}>
            <Typography variant="h5" component="h2" sx={{ overflowWrap: 'anywhere' }}>
              {domain}
            </Typography>
            <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
              {updated && (
                <>
                  {translate('app.training.last_updated', { date: updated })}
                  {' · '}
                </>
              )}
              {translate('app.training.question_count', { smart_count: count })}
            </Typography>
          </Box>
          <Box sx={{ display: 'flex', alignItems: 'flex-start', gap: 2, ml: 'auto' }}>
            <RecordHistoryLink targetType="training" targetId={String(record.id)} />
            {onEdit ? (
              <TooltipIconButton title={editLabel} onClick={onEdit} color="primary">
                <EditOutlinedIcon />
              </TooltipIconButton>
            ) : null}
            {onDelete ? (
              <TooltipIconButton title={deleteLabel} onClick={onDelete} color="error">
                <DeleteOutlineIcon />
              </TooltipIconButton>
            ) : null}
          </Box>
        </Box>

        {count === 0 ? (
          <Typography color="text.secondary">{translate('app.training.no_questions')}</Typography>
        ) : (
          <Stack component="ol" spacing={1.5} sx={{ listStyle: 'none', p: 0, m: 0 }}>
            {record.questions.map((q, index) => {
              const flag = flagOf?.(q.question);
              return (
                <Box
                  component="li"
                  key={`${index}-${q.question}`}
                  sx={{
                    display: 'flex',
                    gap: 1.5,
                    p: 2,
                    borderRadius: 2,
                    border: 1,
                    borderColor: 'divider',
                    bgcolor: 'background.default',
                  }}
                >
                  <Typography
                    component="span"
                    aria-hidden
                    sx={{
                      fontWeight: 700,
                      color: 'text.secondary',
                      minWidth: 28,
                      textAlign: 'right',
                      fontVariantNumeric: 'tabular-nums',
                    }}
                  >
                    {index + 1}.
                  </Typography>
                  <Box sx={{ flex: 1, minWidth: 0 }}>
                    <Box
                      sx={{
                        display: 'flex',
                        alignItems: 'flex-start',
                        gap: 1.5,
                        flexWrap: { xs: 'wrap', sm: 'nowrap' },
                      }}
                    >
                      <Typography sx={{ flex: 1, fontWeight: 500, overflowWrap: 'anywhere' }}>
                        {q.question}
                      </Typography>
                      {q.difficulty && <DifficultyChip difficulty={q.difficulty} />}
                    </Box>
                    {q.tags.length > 0 && <TagChips tags={q.tags} />}
                    {flag && <QuestionFlagNote flag={flag} />}
                    {(q.expected_points?.length ?? 0) > 0 && (
                      <ExpectedPoints points={q.expected_points!} />
                    )}
                  </Box>
                </Box>
              );
            })}
          </Stack>
        )}
      </CardContent>
    </Card>
  );
}

/** '3 expected points', a button that shows or hides the list of them. */
function ExpectedPoints({ points }: { points: string[] }) {
  const translate = useTranslate();
  const listId = useId();
  const [open, setOpen] = useState(false);
  return (
    <Box sx={{ mt: 1 }}>
      <Button
        size="small"
        color="inherit"
        aria-expanded={open}
        aria-controls={listId}
        onClick={() => setOpen((shown) => !shown)}
        endIcon={
          <ExpandMoreIcon
            sx={{ transition: 'transform 150ms', transform: open ? 'rotate(180deg)' : 'none' }}
          />
        }
        sx={{ color: 'text.secondary', px: 0.5, minWidth: 0, textTransform: 'none' }}
      >
        {translate('app.training.points_count', { smart_count: points.length })}
      </Button>
      <Collapse in={open}>
        <Box
          component="ul"
          id={listId}
          sx={{ m: 0, mt: 0.5, pl: 3, color: 'text.secondary', overflowWrap: 'anywhere' }}
        >
          {points.map((point) => (
            <Typography component="li" variant="body2" key={point}>
              {point}
            </Typography>
          ))}
        </Box>
      </Collapse>
    </Box>
  );
}
