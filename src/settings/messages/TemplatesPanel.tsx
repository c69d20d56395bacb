// Message templates (Settings, owners and admins): pick one, edit its subject and body beside a
// live preview, Save, Send test (what the editor holds, to oneself), Reset to default. Each
// template's edits are kept while another is picked, and after a refused save.
import SaveOutlinedIcon from '@mui/icons-material/SaveOutlined';
import SendIcon from '@mui/icons-material/SendOutlined';
import { Box, Button, Chip, TextField, Typography } from '@mui/material';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { unknownPlaceholders, type TemplateName } from '../../../common/messageTemplates';
import { ConfirmButton } from '../../common/ConfirmButton';
import { ResponsiveGrid } from '../../common/ResponsiveGrid';
import type { MessageSettings, MessageTemplate, TemplateText } from '../../dataProvider/types';
import { SettingsPanel } from '../SettingsPanel';
import { useMessageSettingsCall } from './messageSettingsQuery';
import { TemplateEditor } from './TemplateEditor';
import { TemplatePreview } from './TemplatePreview';

type Drafts = Partial<Record<TemplateName, TemplateText>>;

const same = (a: TemplateText, b: TemplateText) => a.subject === b.subject && a.body === b.body;
const savedText = (template: MessageTemplate): TemplateText => ({
  subject: template.subject,
  body: template.body,
});
const defaultText = (template: MessageTemplate): TemplateText => ({
  subject: template.default_subject,
  body: template.default_body,
});

export function TemplatesPanel({ settings }: { settings: MessageSettings }) {
  const translate = useTranslate();
  const templates = settings.templates;
  const [picked, setPicked] = useState<TemplateName | undefined>(templates[0]?.name);
  const [drafts, setDrafts] = useState<Drafts>({});
  const template = templates.find((t) => t.name === picked) ?? templates[0];
  if (!template) return null;
  const { name } = template;
  const text = drafts[name] ?? savedText(template);
  const dropDraft = () => setDrafts(({ [name]: _dropped, ...rest }) => rest);
  return (
    <SettingsPanel
      title="app.message_settings.templates_title"
      subtitle="app.message_settings.templates_subtitle"
    >
      <Box sx={{ display: 'flex', gap: 1.5, alignItems: 'center', flexWrap: 'wrap', mb: 2.5 }}>
        <TextField
          select
          size="small"
          label={translate('app.message_settings.template')}
          value={name}
          onChange={(event) => setPicked(event.target.value as TemplateName)}
          slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
          sx={{ width: { xs: '100%', sm: 320 } }}
        >
          {templates.map((t) => (
            <option key={t.name} value={t.name}>
              {t.label}
            </option>
          ))}
        </TextField>
        <Chip
          size="small"
          color={template.customised ? 'primary' : 'default'}
          variant="outlined"
          label={translate(
            template.customised
              ? 'app.message_settings.customised'
              : 'app.message_settings.default',
          )}
        />
        {!same(text, savedText(template)) && (
          <Chip
            size="small"
            color="warning"
            variant="outlined"
            label={translate('app.message_settings.unsaved')}
          />
        )}
      </Box>
      <TemplateWorkspace
        // each template its own editor: the cursor and insert target start afresh
        key={name}
        template={template}
        text={text}
        onChange={(next) => setDrafts((current) => ({ ...current, [name]: next }))}
        onSaved={dropDraft}
      />
    </SettingsPanel>
  );
}

interface TemplateWorkspaceProps {
  template: MessageTemplate;
  text: TemplateText;
  onChange(text: TemplateText): void;
  /** the server has the text shown (saved, or back to its default): the draft is done with */
  onSaved(): void;
}

function TemplateWorkspace({ template, text, onChange, onSaved }: TemplateWorkspaceProps) {
  const translate = useTranslate();
  const { name } = template;
  const save = useMessageSettingsCall(
    (dataProvider, input: TemplateText) => dataProvider.saveTemplate(name, input),
    'app.message_settings.saved',
  );
  const test = useMessageSettingsCall(
    (dataProvider, input: TemplateText) => dataProvider.sendTestMessage(name, input),
    'app.message_settings.test_sent',
  );
  const reset = useMessageSettingsCall(
    (dataProvider, _input: void) => dataProvider.resetTemplate(name),
    'app.message_settings.reset_done',
  );
  const unknown = unknownPlaceholders(name, `${text.subject}\n${text.body}`);
  const complete = text.subject.trim() !== '' && text.body.trim() !== '';
  const sendable = complete && unknown.length === 0;
  const busy = save.isPending || reset.isPending;
  const resettable = template.customised || !same(text, defaultText(template));

  return (
    <ResponsiveGrid from="lg" columns="minmax(0, 1fr) minmax(0, 1fr)" gap={3}>
      <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2, minWidth: 0 }}>
        <TemplateEditor
          name={name}
          text={text}
          onChange={onChange}
          unknown={unknown}
          disabled={busy}
        />
        <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', justifyContent: 'flex-end' }}>
          <ConfirmButton
            color="inherit"
            variant="text"
            label={translate('app.message_settings.reset')}
            disabled={!resettable || save.isPending}
            busy={reset.isPending}
            question={{
              title: 'app.message_settings.reset_title',
              content: 'app.message_settings.reset_body',
              confirm: 'app.message_settings.reset',
              translateOptions: { label: template.label },
            }}
            onConfirm={async () => {
              // never saved: only the draft goes
              if (template.customised) {
                const done = await reset.mutateAsync().then(
                  () => true,
                  () => false,
                );
                if (!done) return true;
              }
              onSaved();
              return true;
            }}
          />
          <Button
            variant="outlined"
            startIcon={<SendIcon />}
            loading={test.isPending}
            disabled={!sendable || busy}
            onClick={() => test.mutate(text)}
          >
            {translate('app.message_settings.send_test')}
          </Button>
          <Button
            variant="contained"
            startIcon={<SaveOutlinedIcon />}
            loading={save.isPending}
            disabled={!sendable || reset.isPending}
            onClick={() => save.mutate(text, { onSuccess: onSaved })}
          >
            {translate('app.message_settings.save')}
          </Button>
        </Box>
        <Typography variant="caption" color="text.secondary" sx={{ textAlign: 'right' }}>
          {translate('app.message_settings.send_test_hint')}
        </Typography>
      </Box>
      <TemplatePreview text={text} />
    </ResponsiveGrid>
  );
}
