import { IconButton, Tooltip, type IconButtonProps } from '@mui/material';

interface TooltipIconButtonProps extends Omit<IconButtonProps, 'title'> {
  /** the tooltip, and the button's accessible name unless `aria-label` gives a fuller one */
  title: string;
}

/** An icon button with its tooltip. */
export function TooltipIconButton({ title, ...button }: TooltipIconButtonProps) {
  return (
    <Tooltip title={title}>
      <IconButton aria-label={title} {...button} />
    </Tooltip>
  );
}
