// The summary editor's 'Add a link': a small popover for the address instead of ra-input-rich-text's
// window.prompt (whose button did nothing here: it first asks the editor whether an empty href
// is allowed, which the summary's link rule refuses). The selected text becomes the link; with
// nothing selected, the address is inserted as a link; inside a link, it is changed or removed.
import InsertLink from '@mui/icons-material/InsertLink';
import { Box, Button, Popover, Stack, TextField, ToggleButton } from '@mui/material';
import { useCallback, useId, useState, useSyncExternalStore, type KeyboardEvent } from 'react';
import { useTranslate } from 'react-admin';
import { useTiptapEditor } from 'ra-input-rich-text';
import { linkHrefOf } from './summaryLinks';

type Editor = NonNullable<ReturnType<typeof useTiptapEditor>>;

/** Whether the editor can be edited and whether the cursor or selection is in a link. */
function useLinkState(editor: Editor | null) {
  const subscribe = useCallback(
    (onChange: () => void) => {
      if (!editor) return () => undefined;
      editor.on('transaction', onChange);
      editor.on('update', onChange);
      return () => {
        editor.off('transaction', onChange);
        editor.off('update', onChange);
      };
    },
    [editor],
  );
  const snapshot = () =>
    editor ? `${editor.isEditable ? 'editable' : ''}|${editor.isActive('link') ? 'link' : ''}` : '';
  const state = useSyncExternalStore(subscribe, snapshot, snapshot);
  return { editable: state.startsWith('editable'), inLink: state.endsWith('link') };
}

export function SummaryLinkButton({ size = 'small' }: { size?: 'small' | 'medium' | 'large' }) {
  const editor = useTiptapEditor();
  const translate = useTranslate();
  const id = useId();
  const { editable, inLink } = useLinkState(editor);
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [address, setAddress] = useState('');
  const [invalid, setInvalid] = useState(false);
  const label = translate('ra.tiptap.link', { _: 'Add a link' });

  const open = (button: HTMLElement) => {
    if (!editor) return;
    setAddress(inLink ? String(editor.getAttributes('link').href ?? '') : '');
    setInvalid(false);
    setAnchor(button);
  };
  // back to the editor, its selection as it was
  const close = () => {
    setAnchor(null);
    editor?.chain().focus().run();
  };
  const apply = () => {
    if (!editor) return;
    const href = linkHrefOf(address);
    if (href === null) {
      setInvalid(true);
      return;
    }
    setAnchor(null);
    const { empty } = editor.state.selection;
    if (empty && !inLink) {
      editor
        .chain()
        .focus()
        .insertContent({
          type: 'text',
          text: address.trim(),
          marks: [{ type: 'link', attrs: { href } }],
        })
        .run();
    } else {
      editor.chain().focus().extendMarkRange('link').setMark('link', { href }).run();
    }
  };
  const remove = () => {
    setAnchor(null);
    editor?.chain().focus().unsetMark('link', { extendEmptyMarkRange: true }).run();
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    // the address is applied; the candidate form around it is not submitted
    if (event.key === 'Enter') {
      event.preventDefault();
      event.stopPropagation();
      apply();
    }
  };

  return (
    <>
      <ToggleButton
        value="link"
        size={size}
        aria-label={label}
        title={label}
        aria-haspopup="dialog"
        aria-expanded={anchor !== null}
        disabled={!editable}
        selected={inLink}
        onClick={(event) => open(event.currentTarget)}
      >
        <InsertLink fontSize="inherit" />
      </ToggleButton>
      <Popover
        open={anchor !== null}
        anchorEl={anchor}
        onClose={close}
        disableRestoreFocus
        anchorOrigin={{ vertical: 'bottom', horizontal: 'left' }}
        slotProps={{
          paper: {
            role: 'dialog',
            'aria-label': label,
            sx: { p: 2, width: 340, maxWidth: 'calc(100vw - 32px)' },
          },
        }}
      >
        <TextField
          id={`${id}-address`}
          label={translate('app.summary_link.address')}
          placeholder={translate('app.summary_link.placeholder')}
          value={address}
          onChange={(event) => {
            setAddress(event.target.value);
            setInvalid(false);
          }}
          onKeyDown={onKeyDown}
          error={invalid}
          helperText={translate(invalid ? 'app.summary_link.invalid' : 'app.summary_link.hint')}
          autoFocus
          fullWidth
          size="small"
          autoComplete="off"
          slotProps={{ htmlInput: { inputMode: 'url', spellCheck: false } }}
        />
        <Stack direction="row" spacing={1} sx={{ mt: 1.5, alignItems: 'center' }}>
          {inLink ? (
            <Button color="error" size="small" onClick={remove}>
              {translate('app.summary_link.remove')}
            </Button>
          ) : null}
          <Box sx={{ flex: 1 }} />
          <Button size="small" onClick={close}>
            {translate('app.summary_link.cancel')}
          </Button>
          <Button size="small" variant="contained" onClick={apply}>
            {translate('app.summary_link.apply')}
          </Button>
        </Stack>
      </Popover>
    </>
  );
}
