// A question's expected points: typed into one field, added on Enter (never submitting the form)
// and when the field is left, shown as removable chips. The limits are told in the helper text,
// and in the server's words once one is reached.
import { Box, TextField } from '@mui/material';
import { useState, type KeyboardEvent } from 'react';
import { useTranslate } from 'react-admin';
import { useLimitHelper } from '../../common/useLimitHelper';
import { addPoint, EXPECTED_POINT_LIMITS, pointRefusal, removePoint } from './expectedPointRules';
import { TagChips } from './TagChips';

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
        <TagChips
          tags={points}
          tone="point"
          aria-label={translate('app.training.points_of', { number })}
          onRemove={(point) => onChange(removePoint(points, point))}
          removeTitle={(point) => translate('app.training.remove_point', { point })}
          disabled={disabled}
        />
      )}
    </Box>
  );
}
