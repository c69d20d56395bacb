import SearchIcon from '@mui/icons-material/Search';
import { InputAdornment, TextField, type SxProps, type Theme } from '@mui/material';
import { useTranslate } from 'react-admin';

interface SearchFieldProps {
  /** translation key: the placeholder, which is also the field's accessible name */
  placeholder: string;
  value: string;
  onChange: (text: string) => void;
  fullWidth?: boolean;
  /** the most characters it takes */
  maxLength?: number;
  sx?: SxProps<Theme>;
}

/** A small search box with a magnifier, labelled by its placeholder. */
export function SearchField({
  placeholder,
  value,
  onChange,
  fullWidth,
  maxLength,
  sx,
}: SearchFieldProps) {
  const translate = useTranslate();
  const label = translate(placeholder);
  return (
    <TextField
      type="search"
      size="small"
      fullWidth={fullWidth}
      value={value}
      onChange={(event) => onChange(event.target.value)}
      placeholder={label}
      slotProps={{
        htmlInput: { 'aria-label': label, maxLength },
        input: {
          startAdornment: (
            <InputAdornment position="start">
              <SearchIcon fontSize="small" />
            </InputAdornment>
          ),
        },
      }}
      sx={sx}
    />
  );
}
