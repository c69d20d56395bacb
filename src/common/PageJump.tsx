// The lists' "Go to page" field: with more pages than their buttons show (1,000 pages at 100,000
// candidates), any page is one entry away rather than hundreds of clicks on Next.
import {
  Box,
  Button,
  FormHelperText,
  OutlinedInput,
  Typography,
  type SxProps,
  type Theme,
} from '@mui/material';
import { useId, useState, type FormEvent } from 'react';
import { useTranslate } from 'react-admin';

export interface PageJumpProps {
  page: number;
  totalPages: number;
  disabled?: boolean;
  onChange(page: number): void;
  sx?: SxProps<Theme>;
}

/** The page `text` names, when it is a whole number from 1 to `totalPages`; else null. */
export function pageFromText(text: string, totalPages: number): number | null {
  const trimmed = text.trim();
  if (!/^\d{1,9}$/.test(trimmed)) return null;
  const page = Number(trimmed);
  return page >= 1 && page <= totalPages ? page : null;
}

export function PageJump({ page, totalPages, disabled, onChange, sx }: PageJumpProps) {
  const translate = useTranslate();
  const [text, setText] = useState('');
  const [invalid, setInvalid] = useState(false);
  const inputId = useId();
  const errorId = useId();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const wanted = pageFromText(text, totalPages);
    // what was typed stays, with the range it must be in, until it is put right
    if (wanted === null) {
      setInvalid(true);
      return;
    }
    setText('');
    setInvalid(false);
    if (wanted !== page) onChange(wanted);
  };

  return (
    <Box component="form" noValidate onSubmit={submit} sx={sx}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.75 }}>
        <Typography component="label" htmlFor={inputId} variant="body2">
          {translate('app.pagination.go_to_page')}
        </Typography>
        <OutlinedInput
          id={inputId}
          size="small"
          value={text}
          disabled={disabled}
          error={invalid}
          onChange={(event) => {
            setText(event.target.value);
            setInvalid(false);
          }}
          inputProps={{
            inputMode: 'numeric',
            autoComplete: 'off',
            maxLength: 9,
            'aria-invalid': invalid || undefined,
            'aria-describedby': invalid ? errorId : undefined,
          }}
          // as tall as the page boxes beside it
          sx={{ width: '5.5rem', '& input': { py: '5px', fontVariantNumeric: 'tabular-nums' } }}
        />
        <Button
          type="submit"
          size="small"
          variant="outlined"
          color="inherit"
          disabled={disabled}
          sx={{ borderColor: 'divider' }}
        >
          {translate('app.pagination.go')}
        </Button>
      </Box>
      {invalid ? (
        // under the field, read out when it appears
        <FormHelperText id={errorId} error role="alert" sx={{ mx: 0 }}>
          {translate('app.pagination.page_out_of_range', { pages: totalPages })}
        </FormHelperText>
      ) : null}
    </Box>
  );
}
