// A question's expected points: typed into one field, added on Enter (never submitting the form)
// and when the field is left, shown as removable chips. The limits are told in the helper text,
// and in the server's words once one is reached.
import CancelIcon from '@mui/icons-material/Cancel';
import { Box, Chip, TextField } from '@mui/material';
import { useState, type KeyboardEvent } from 'react';
import { useTranslate } from 'react-admin';
import { useLimitHelper } from '../../common/useLimitHelper';
import { addPoint, EXPECTED_POINT_LIMITS, pointRefusal, removePoint } from './expectedPointRules';

const { points: MAX_POINTS, pointChars: MAX_CHARS } = EXPECTED_POINT_LIMITS;

export interface ExpectedPointsInputProps {
  id: string;
  /** 1-based number of the question, for labels */
  number: number;
  points: string[];
  onChange: (points: string[]) => void;
  disabled?: boolean;
}

export function ExpectedPointsInput({
  id,
  number,
  points,
  onChange,
  disabled,
}: ExpectedPointsInputProps) {
  const translate = useTranslate();
  const limitHelper = useLimitHelper();
  const [text, setText] = useState('');
  const refusal = pointRefusal(points, text);

  const commit = () => {
    // a point past a limit stays in the field, its helper saying why
    if (refusal) return;
    const next = addPoint(points, text);
    if (next.length !== points.length) onChange(next);
    setText('');
  };

  const handleKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'Enter') return;
    // Enter adds the point; it must not submit the form
    event.preventDefault();
    commit();
  };

  const hint =
    refusal === 'long'
      ? translate('app.training.point_too_long', { max: MAX_CHARS })
      : points.length >= MAX_POINTS
        ? translate('app.training.points_max', { max: MAX_POINTS })
        : translate('app.training.points_hint', { max: MAX_POINTS, chars: MAX_CHARS });

  return (
    <Box>
      <TextField
        id={id}
        label={translate('app.training.points_label')}
        placeholder={translate('app.training.points_placeholder')}
        value={text}
        onChange={(event) => setText(event.target.value)}
        onKeyDown={handleKeyDown}
        onBlur={commit}
        error={refusal !== null}
        helperText={limitHelper(text.trim(), MAX_CHARS, hint)}
        disabled={disabled}
        size="small"
        fullWidth
        autoComplete="off"
      />
      {points.length > 0 && (
        <Box
          component="ul"
          aria-label={translate('app.training.points_of', { number })}
          sx={{
            display: 'flex',
            flexWrap: 'wrap',
            gap: 0.75,
            listStyle: 'none',
            p: 0,
            m: 0,
            mt: 1,
          }}
        >
          {points.map((point) => (
            <li key={point} style={{ maxWidth: '100%' }}>
              <Chip
                label={point}
                size="small"
                color="secondary"
                variant="outlined"
                disabled={disabled}
                onDelete={() => onChange(removePoint(points, point))}
                deleteIcon={
                  <CancelIcon titleAccess={translate('app.training.remove_point', { point })} />
                }
                sx={EDITABLE_POINT_SX}
              />
            </li>
          ))}
        </Box>
      )}
    </Box>
  );
}

/** A point of up to 200 characters wraps inside its chip instead of widening the form. */
export const POINT_CHIP_SX = {
  height: 'auto',
  maxWidth: '100%',
  py: 0.25,
  '& .MuiChip-label': { whiteSpace: 'normal', overflowWrap: 'anywhere' },
} as const;

/** The outlined secondary chip's text in the darker cyan: the main one is 3.7:1 on white. */
const EDITABLE_POINT_SX = { ...POINT_CHIP_SX, color: 'secondary.dark' } as const;
