import { Button, type ButtonProps } from '@mui/material';
import { useState } from 'react';
import { Confirm } from 'react-admin';

export interface ConfirmButtonProps extends Omit<ButtonProps, 'onClick' | 'children'> {
  /** the button's text, translated */
  label: string;
  /** the question asked first: react-admin Confirm's translation keys, and their arguments */
  question: { title: string; content: string; confirm: string; translateOptions?: object };
  /** the action is under way: the button and the question's buttons wait */
  busy: boolean;
  /** runs when confirmed; resolves true when the question may close (false: it stays open) */
  onConfirm: () => Promise<boolean>;
}

/** A button for an action that cannot be undone: it asks first, then runs `onConfirm`. */
export function ConfirmButton({
  label,
  question,
  busy,
  onConfirm,
  disabled,
  ...button
}: ConfirmButtonProps) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button
        variant="outlined"
        color="error"
        {...button}
        disabled={disabled || busy}
        onClick={() => setOpen(true)}
      >
        {label}
      </Button>
      <Confirm
        isOpen={open}
        loading={busy}
        title={question.title}
        content={question.content}
        translateOptions={question.translateOptions}
        confirm={question.confirm}
        confirmColor="warning"
        onConfirm={() => void onConfirm().then((close) => close && setOpen(false))}
        onClose={() => setOpen(false)}
      />
    </>
  );
}
