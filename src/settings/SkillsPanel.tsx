// The Skills panel of /setting: add a skill to the draft, change question counts, delete a skill.
import AddIcon from '@mui/icons-material/Add';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutline';
import {
  Box,
  Button,
  IconButton,
  Skeleton,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  TextField,
  Tooltip,
  Typography,
} from '@mui/material';
import { visuallyHidden } from '@mui/utils';
import { useId, useState, type FormEvent, type KeyboardEvent } from 'react';
import { useTranslate } from 'react-admin';
import { BusyIcon } from '../common/BusyIcon';
import { LIMITS } from '../common/limits';
import { RetryAlert } from '../common/RetryAlert';
import { useLimitHelper } from '../common/useLimitHelper';
import { digitsOnly } from './digitsOnly';
import { SettingsPanel } from './SettingsPanel';
import { addSkill, type SkillRow } from './skillsDraft';

export interface SkillsPanelProps {
  rows: SkillRow[];
  loading: boolean;
  /** shown instead of the rows when the settings could not be loaded */
  loadError?: boolean;
  onRetry: () => void;
  /** a new list of rows: after Add */
  onRowsChange: (rows: SkillRow[]) => void;
  onCountChange: (skill: string, count: number | '') => void;
  onDelete: (skill: string) => void;
  /** the skill whose delete request is running */
  deleting?: string;
  /** Save and delete are running: rows are read-only meanwhile */
  busy?: boolean;
  /** bumped by the page after a save, to clear the new-skill inputs */
  resetKey: number;
  /** the member's role may only read the skills: no adding, changing or deleting */
  readOnly?: boolean;
}

export function SkillsPanel(props: SkillsPanelProps) {
  return (
    <SettingsPanel title="app.settings.skills_title" subtitle="app.settings.skills_subtitle">
      {/* keyed: a save clears both inputs */}
      {props.readOnly ? null : (
        <NewSkillForm
          key={props.resetKey}
          rows={props.rows}
          disabled={props.loading || !!props.loadError}
          onAdd={props.onRowsChange}
        />
      )}
      <SkillRows {...props} />
    </SettingsPanel>
  );
}

/** Keys a number input would take but a count never has. */
const NOT_DIGITS = new Set(['e', 'E', '+', '-', '.', ',']);

function NewSkillForm({
  rows,
  disabled,
  onAdd,
}: {
  rows: SkillRow[];
  disabled: boolean;
  onAdd: (rows: SkillRow[]) => void;
}) {
  const translate = useTranslate();
  const limitHelper = useLimitHelper();
  const id = useId();
  const [name, setName] = useState('');
  const [count, setCount] = useState<number | ''>(0);
  const [error, setError] = useState<{ key: string; args?: Record<string, string> } | null>(null);

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const result = addSkill(rows, name, count);
    if (result.error !== undefined) {
      setError({ key: result.error, args: result.args });
      return;
    }
    onAdd(result.rows);
    setName('');
    setCount(0);
    setError(null);
  };

  return (
    <Box
      component="form"
      noValidate
      onSubmit={handleSubmit}
      sx={{ display: 'flex', gap: 1.5, alignItems: 'flex-start', flexWrap: 'wrap', mb: 1 }}
    >
      <TextField
        id={`${id}-name`}
        label={translate('app.settings.new_skill')}
        placeholder={translate('app.settings.new_skill_placeholder')}
        value={name}
        onChange={(event) => {
          setName(event.target.value);
          setError(null);
        }}
        error={error !== null}
        helperText={error ? translate(error.key, error.args) : limitHelper(name, LIMITS.skill, ' ')}
        disabled={disabled}
        size="small"
        autoComplete="off"
        sx={{ flex: '1 1 220px' }}
        slotProps={{ htmlInput: { maxLength: LIMITS.skill } }}
      />
      <TextField
        id={`${id}-count`}
        label={translate('app.settings.new_count')}
        type="number"
        value={count}
        onChange={(event) => {
          const next = digitsOnly(event.target.value);
          if (next !== null) setCount(next);
        }}
        onKeyDown={(event: KeyboardEvent<HTMLInputElement>) => {
          if (NOT_DIGITS.has(event.key)) event.preventDefault();
        }}
        disabled={disabled}
        size="small"
        sx={{ width: 120 }}
        slotProps={{
          htmlInput: { min: 0, max: LIMITS.skillQuestions, step: 1, inputMode: 'numeric' },
        }}
      />
      <Button
        type="submit"
        variant="outlined"
        startIcon={<AddIcon />}
        disabled={disabled}
        // as tall as the filled fields beside it
        sx={{ height: 48 }}
      >
        {translate('app.settings.add')}
      </Button>
    </Box>
  );
}

function SkillRows({
  rows,
  loading,
  loadError,
  onRetry,
  onCountChange,
  onDelete,
  deleting,
  busy,
  readOnly = false,
}: SkillsPanelProps) {
  const translate = useTranslate();

  if (loadError) {
    return (
      <RetryAlert
        message="app.settings.load_error"
        retryLabel="app.settings.retry"
        onRetry={onRetry}
      />
    );
  }
  if (loading) {
    return (
      <Box aria-busy="true" data-testid="skills-loading">
        {[0, 1, 2, 3].map((row) => (
          <Skeleton key={row} variant="rounded" height={44} sx={{ mb: 1 }} />
        ))}
      </Box>
    );
  }
  if (rows.length === 0) {
    return (
      <Typography color="text.secondary" sx={{ py: 3, textAlign: 'center' }}>
        {translate('app.settings.no_skills')}
      </Typography>
    );
  }

  return (
    <Table
      size="small"
      aria-label={translate('app.settings.skills_title')}
      // on a phone the count and delete columns and the cells' padding give the skill's name
      // room for a whole word ("Communication" broke mid-word at 320 and 375 px); the count
      // field still shows four digits (at most 1,000)
      sx={{ '& .MuiTableCell-root': { px: { xs: 1, sm: 2 } } }}
    >
      <TableHead>
        <TableRow>
          <TableCell>{translate('app.settings.col_skill')}</TableCell>
          <TableCell sx={{ width: { xs: 64, sm: 140 } }}>
            {translate('app.settings.col_questions')}
          </TableCell>
          <TableCell sx={{ width: { xs: 34, sm: 56 } }}>
            {/* a column header says what the column holds, also when it shows only icons */}
            <Box component="span" sx={visuallyHidden}>
              {translate('app.settings.col_actions')}
            </Box>
          </TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {rows.map((row) => {
          const isDeleting = deleting !== undefined && deleting === row.skill;
          const label = translate('app.settings.delete_skill', { skill: row.skill });
          return (
            <TableRow key={row.skill} hover>
              <TableCell sx={{ fontWeight: 500, overflowWrap: 'anywhere' }}>{row.skill}</TableCell>
              <TableCell>
                <TextField
                  value={row.num_questions}
                  onChange={(event) => {
                    const next = digitsOnly(event.target.value);
                    if (next !== null) onCountChange(row.skill, next);
                  }}
                  disabled={busy || readOnly}
                  size="small"
                  hiddenLabel
                  autoComplete="off"
                  slotProps={{
                    htmlInput: {
                      inputMode: 'numeric',
                      pattern: '[0-9]*',
                      'aria-label': translate('app.settings.count_label', { skill: row.skill }),
                    },
                  }}
                  sx={{ width: { xs: 64, sm: 110 }, '& input': { px: { xs: 1.25, sm: 1.75 } } }}
                />
              </TableCell>
              <TableCell align="right">
                {readOnly ? null : (
                  <Tooltip title={label}>
                    <span>
                      <IconButton
                        aria-label={label}
                        onClick={() => onDelete(row.skill)}
                        disabled={busy}
                        color="error"
                        size="small"
                      >
                        {isDeleting ? (
                          <BusyIcon size={18} />
                        ) : (
                          <DeleteOutlineIcon fontSize="small" />
                        )}
                      </IconButton>
                    </span>
                  </Tooltip>
                )}
              </TableCell>
            </TableRow>
          );
        })}
      </TableBody>
    </Table>
  );
}
