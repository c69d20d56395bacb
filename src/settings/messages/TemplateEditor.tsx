// A template's subject and body as plain text, its placeholders as chips that insert themselves
// where the cursor is (in the field last used), and what it uses that it does not know.
import { Alert, Box, Chip, Stack, TextField, Typography } from '@mui/material';
import { useLayoutEffect, useRef } from 'react';
import { useTranslate } from 'react-admin';
import { TEMPLATES, type TemplateName } from '../../../common/messageTemplates';
import { useLimitHelper } from '../../common/useLimitHelper';
import type { TemplateText } from '../../dataProvider/types';

/** The server's limits (docs/messages.md). */
export const SUBJECT_MAX = 200;
export const BODY_MAX = 10_000;

type Field = keyof TemplateText;

export interface TemplateEditorProps {
  name: TemplateName;
  text: TemplateText;
  onChange(text: TemplateText): void;
  /** placeholders the text uses that the template does not know */
  unknown: string[];
  disabled?: boolean;
}

export function TemplateEditor({ name, text, onChange, unknown, disabled }: TemplateEditorProps) {
  const translate = useTranslate();
  const limitHelper = useLimitHelper();
  const inputs = {
    subject: useRef<HTMLInputElement>(null),
    body: useRef<HTMLTextAreaElement>(null),
  };
  // where a chip inserts: the field used last (the body until then)
  const lastField = useRef<Field>('body');
  // after an insert, the cursor goes back to just after it
  const caret = useRef<{ field: Field; at: number } | null>(null);

  useLayoutEffect(() => {
    const pending = caret.current;
    if (!pending) return;
    caret.current = null;
    const input = inputs[pending.field].current;
    input?.focus();
    input?.setSelectionRange(pending.at, pending.at);
  });

  const insert = (placeholder: string) => {
    const field = lastField.current;
    const value = text[field];
    const input = inputs[field].current;
    const token = `{${placeholder}}`;
    const start = input?.selectionStart ?? value.length;
    const end = input?.selectionEnd ?? start;
    caret.current = { field, at: start + token.length };
    onChange({ ...text, [field]: value.slice(0, start) + token + value.slice(end) });
  };

  const blank = (field: Field) => text[field].trim() === '';
  return (
    <Stack spacing={2}>
      <TextField
        label={translate('app.message_settings.subject')}
        value={text.subject}
        inputRef={inputs.subject}
        disabled={disabled}
        onFocus={() => (lastField.current = 'subject')}
        onChange={(event) => onChange({ ...text, subject: event.target.value })}
        error={blank('subject')}
        helperText={
          blank('subject')
            ? translate('app.message_settings.subject_required')
            : limitHelper(text.subject, SUBJECT_MAX)
        }
        fullWidth
        slotProps={{ htmlInput: { maxLength: SUBJECT_MAX } }}
      />
      <TextField
        label={translate('app.message_settings.body')}
        value={text.body}
        inputRef={inputs.body}
        disabled={disabled}
        onFocus={() => (lastField.current = 'body')}
        onChange={(event) => onChange({ ...text, body: event.target.value })}
        error={blank('body')}
        helperText={
          blank('body')
            ? translate('app.message_settings.body_required')
            : limitHelper(text.body, BODY_MAX)
        }
        multiline
        minRows={10}
        maxRows={24}
        fullWidth
        slotProps={{ htmlInput: { maxLength: BODY_MAX, spellCheck: true } }}
      />
      <Box>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
          {translate('app.message_settings.placeholders')}
        </Typography>
        <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
          {TEMPLATES[name].placeholders.map((placeholder) => (
            <Chip
              key={placeholder}
              label={`{${placeholder}}`}
              variant="outlined"
              color="primary"
              disabled={disabled}
              aria-label={translate('app.message_settings.insert', {
                placeholder: `{${placeholder}}`,
              })}
              // the field keeps its cursor: a click on the chip does not take the focus
              onMouseDown={(event) => event.preventDefault()}
              onClick={() => insert(placeholder)}
              sx={{ fontFamily: 'monospace' }}
            />
          ))}
        </Box>
      </Box>
      {unknown.length > 0 && (
        <Alert severity="error" role="alert">
          {translate('app.message_settings.unknown', {
            smart_count: unknown.length,
            names: unknown.map((placeholder) => `{${placeholder}}`).join(', '),
          })}
        </Alert>
      )}
    </Stack>
  );
}
