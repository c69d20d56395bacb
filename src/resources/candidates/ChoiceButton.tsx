import { Button, type ButtonProps } from '@mui/material';

interface ChoiceButtonProps extends Omit<ButtonProps, 'variant' | 'color' | 'size'> {
  selected: boolean;
}

/** One of a row of choices (the state filters, the page boxes): filled when it is the one chosen. */
export function ChoiceButton({ selected, sx, ...props }: ChoiceButtonProps) {
  return (
    <Button
      size="small"
      variant={selected ? 'contained' : 'outlined'}
      color={selected ? 'primary' : 'inherit'}
      sx={[
        selected ? {} : { borderColor: 'divider' },
        ...(Array.isArray(sx) ? sx : sx ? [sx] : []),
      ]}
      {...props}
    />
  );
}
