// A question's tags: typed into one field, added on Enter or comma (and when the field is left),
// shown as removable chips.
import { Box, TextField } from '@mui/material';
import { useState, type KeyboardEvent } from 'react';
import { useTranslate } from 'react-admin';
import { LIMITS } from '../../common/limits';
import { useLimitHelper } from '../../common/useLimitHelper';
import { TagChips } from './TagChips';
import { addTag, removeTag, splitTagInput, tagRefusal } from './tagRules';

export interface TagInputProps {
  id: string;
  /** 1-based number of the question, for labels */
  number: number;
  tags: string[];
  onChange: (tags: string[]) => void;
  error?: boolean;
  disabled?: boolean;
}

export function TagInput({ id, number, tags, onChange, error, disabled }: TagInputProps) {
  const translate = useTranslate();
  const limitHelper = useLimitHelper();
  const [text, setText] = useState('');
  const refusal = tagRefusal(tags, text);

  const commit = (raw: string) => {
    // a tag past a limit stays in the field, its helper saying why
    if (tagRefusal(tags, raw)) return;
    const next = addTag(tags, raw);
    if (next.length !== tags.length) onChange(next);
    setText('');
  };

  const handleChange = (value: string) => {
    if (!value.includes(',')) {
      setText(value);
      return;
    }
    const split = splitTagInput(tags, value);
    if (split.tags.length !== tags.length) onChange(split.tags);
    setText(split.rest);
  };

  const handleKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter') {
      // Enter adds the tag; it must not submit the form
      event.preventDefault();
      commit(text);
    } else if (event.key === 'Backspace' && text === '' && tags.length > 0) {
      onChange(tags.slice(0, -1));
    }
  };

  return (
    <Box>
      <TextField
        id={id}
        label={translate('app.training.tags_label')}
        placeholder={translate('app.training.tags_placeholder')}
        value={text}
        onChange={(event) => handleChange(event.target.value)}
        onKeyDown={handleKeyDown}
        onBlur={() => commit(text)}
        error={error || refusal !== null}
        helperText={
          tags.length >= LIMITS.trainingTags
            ? translate('app.limits.tags_max', { max: LIMITS.trainingTags })
            : limitHelper(text.trim(), LIMITS.trainingTag)
        }
        disabled={disabled}
        size="small"
        fullWidth
        autoComplete="off"
      />
      {tags.length > 0 && (
        <TagChips
          tags={tags}
          aria-label={translate('app.training.tags_of', { number })}
          onRemove={(tag) => onChange(removeTag(tags, tag))}
          disabled={disabled}
        />
      )}
    </Box>
  );
}
