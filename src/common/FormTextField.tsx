// A MUI TextField bound to a field of the enclosing react-admin <Form>, shown exactly as the
// plain TextField: the value as typed (no '' → null), the validation message as helper text.
import { TextField, type TextFieldProps } from '@mui/material';
import { useInput, ValidationError, type Validator } from 'react-admin';

export type FormTextFieldProps = Omit<TextFieldProps, 'name' | 'value' | 'error'> & {
  source: string;
  validate?: Validator | Validator[];
  /** false: mark the field only, the message is shown elsewhere */
  showMessage?: boolean;
};

const asTyped = (value: unknown) => value;
const orEmpty = (value: unknown) => value ?? '';

export function FormTextField({
  source,
  validate,
  showMessage = true,
  helperText,
  onChange,
  onBlur,
  ...props
}: FormTextFieldProps) {
  const { field, fieldState } = useInput({
    source,
    validate,
    parse: asTyped,
    format: orEmpty,
    onChange,
    onBlur,
  });
  const error = fieldState.error?.message;
  return (
    <TextField
      {...props}
      name={field.name}
      value={field.value}
      onChange={field.onChange}
      onBlur={field.onBlur}
      inputRef={field.ref}
      error={!!fieldState.error}
      helperText={error && showMessage ? <ValidationError error={error} /> : helperText}
    />
  );
}
