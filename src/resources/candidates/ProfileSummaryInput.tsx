// The rich-text profile summary (tiptap through ra-input-rich-text). Heavy: the form loads it
// with React.lazy. Links are limited to http, https, mailto and tel.
import {
  ClearButtons,
  DefaultEditorOptions,
  FormatButtons,
  ListButtons,
  RichTextInput,
  RichTextInputToolbar,
  type RichTextInputProps,
} from 'ra-input-rich-text';
import { useWatch } from 'react-hook-form';
import { LIMITS } from '../../common/limits';
import { useLimitHelper } from '../../common/useLimitHelper';
import { SUMMARY_LINK_PROTOCOLS, isAllowedLinkUrl } from './summaryLinks';
import { SummaryLinkButton } from './SummaryLinkButton';

type EditorOptions = NonNullable<RichTextInputProps['editorOptions']>;
type Extension = NonNullable<EditorOptions['extensions']>[number];
type Configurable = { name: string; configure(options: Record<string, unknown>): Extension };

const LINK_OPTIONS = {
  openOnClick: false,
  autolink: true,
  defaultProtocol: 'https',
  protocols: [...SUMMARY_LINK_PROTOCOLS],
  isAllowedUri: (url: string) => isAllowedLinkUrl(url),
  shouldAutoLink: (url: string) => isAllowedLinkUrl(url),
  HTMLAttributes: { target: '_blank', rel: 'noopener noreferrer nofollow' },
};

/**
 * react-admin's editor setup with the starter kit's Link restricted, and without images,
 * colours and highlights (a summary is text).
 */
export const SUMMARY_EDITOR_OPTIONS: EditorOptions = {
  ...DefaultEditorOptions,
  extensions: (DefaultEditorOptions.extensions ?? [])
    .filter((ext) => !['image', 'color', 'highlight', 'textStyle'].includes(ext.name))
    .map((ext) =>
      ext.name === 'starterKit'
        ? (ext as unknown as Configurable).configure({ link: LINK_OPTIONS })
        : ext,
    ),
};

export interface ProfileSummaryInputProps {
  source: string;
  label: string;
  helperText?: string;
  disabled?: boolean;
}

export function ProfileSummaryInput({ helperText, ...props }: ProfileSummaryInputProps) {
  const limitHelper = useLimitHelper();
  const value: unknown = useWatch({ name: props.source });
  return (
    <RichTextInput
      {...props}
      // the server's limit counts the summary's HTML
      helperText={limitHelper(value, LIMITS.profileSummary, helperText)}
      editorOptions={SUMMARY_EDITOR_OPTIONS}
      toolbar={
        <RichTextInputToolbar size="small">
          <FormatButtons size="small" />
          <ListButtons size="small" />
          <SummaryLinkButton size="small" />
          <ClearButtons size="small" />
        </RichTextInputToolbar>
      }
      sx={{
        '& .ProseMirror': { minHeight: 110, maxHeight: 260, overflowY: 'auto' },
        '& .ProseMirror a': { color: 'primary.main' },
      }}
    />
  );
}

export default ProfileSummaryInput;
