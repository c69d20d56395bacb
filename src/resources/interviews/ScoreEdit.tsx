// Setting a score by hand (an answer's, the interview's final score): a button that opens it, and
// a select of 0 to 5 in halves with Cancel and Save, as the server takes scores.
import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import { Box, Button, MenuItem, TextField } from '@mui/material';
import { formatScore } from './interviewFormat';

/** The scores a person can give: 0 to 5 in steps of 0.5, as the server takes them. */
export const SCORE_STEPS = Array.from({ length: 11 }, (_, i) => i / 2);

/** The step nearest to a score (the select's starting value). */
export function nearestStep(score: number | null | undefined): number {
  return score === null || score === undefined ? 0 : Math.round(score * 2) / 2;
}

export function ScoreEditButton({
  label,
  ariaLabel,
  onClick,
}: {
  label: string;
  ariaLabel?: string;
  onClick(): void;
}) {
  return (
    <Button
      size="small"
      startIcon={<EditOutlinedIcon fontSize="small" />}
      aria-label={ariaLabel}
      onClick={onClick}
    >
      {label}
    </Button>
  );
}

export interface ScoreEditFormProps {
  id: string;
  label: string;
  value: number;
  onChange(value: number): void;
  pending: boolean;
  cancelLabel: string;
  saveLabel: string;
  onCancel(): void;
  onSave(): void;
  /** where the row sits: at the end (an answer's) or the start (the interview's) */
  justify?: 'flex-start' | 'flex-end';
}

export function ScoreEditForm(props: ScoreEditFormProps) {
  const { id, label, value, onChange, pending, justify = 'flex-end' } = props;
  return (
    <Box
      sx={{
        display: 'flex',
        alignItems: 'center',
        justifyContent: justify,
        gap: 1,
        flexWrap: 'wrap',
        mt: 1.5,
      }}
    >
      <TextField
        select
        id={id}
        size="small"
        label={label}
        value={value}
        onChange={(event) => onChange(Number(event.target.value))}
        disabled={pending}
        sx={{ minWidth: 200 }}
      >
        {SCORE_STEPS.map((step) => (
          <MenuItem key={step} value={step}>
            {formatScore(step)}
          </MenuItem>
        ))}
      </TextField>
      <Button onClick={props.onCancel} disabled={pending}>
        {props.cancelLabel}
      </Button>
      <Button variant="contained" onClick={props.onSave} disabled={pending}>
        {props.saveLabel}
      </Button>
    </Box>
  );
}
