// The dropzone's handling of a file: dropped, or picked in the hidden input that a click, Enter or
// Space opens; the file is checked before the form gets it.
import { useRef, useState, type DragEvent, type KeyboardEvent } from 'react';
import { checkResumeFile, type ResumeFileError } from './candidateForm';

export interface ResumeDropOptions {
  disabled: boolean;
  /** a file that passed the checks */
  onFile(file: File): void;
  onReject(error: ResumeFileError): void;
}

export function useResumeDrop({ disabled, onFile, onReject }: ResumeDropOptions) {
  const inputRef = useRef<HTMLInputElement>(null);
  const [dragging, setDragging] = useState(false);

  const take = (picked: File | undefined) => {
    if (!picked) return;
    const error = checkResumeFile(picked);
    if (error) onReject(error);
    else onFile(picked);
  };

  const open = () => {
    if (!disabled) inputRef.current?.click();
  };

  const onDragOver = (event: DragEvent) => {
    event.preventDefault();
    if (disabled) return;
    event.dataTransfer.dropEffect = 'copy';
    setDragging(true);
  };

  return {
    inputRef,
    dragging,
    /** for the hidden file input */
    onPicked: (input: HTMLInputElement) => {
      take(input.files?.[0]);
      // the same file can be picked again after a removal or a refusal
      input.value = '';
    },
    zoneHandlers: {
      onClick: open,
      onKeyDown: (event: KeyboardEvent) => {
        if (event.key === 'Enter' || event.key === ' ') {
          event.preventDefault();
          open();
        }
      },
      onDragEnter: onDragOver,
      onDragOver,
      onDragLeave: () => setDragging(false),
      onDrop: (event: DragEvent) => {
        event.preventDefault();
        setDragging(false);
        if (disabled) return;
        take(event.dataTransfer.files?.[0]);
      },
    },
  };
}
