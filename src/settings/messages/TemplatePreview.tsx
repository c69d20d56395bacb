// Beside the template editor: the email as it is sent, filled with sample values by the renderer
// the server uses (common/messageTemplates.ts), its HTML in a sandboxed frame.
import { Box, Typography } from '@mui/material';
import { useMemo } from 'react';
import { useTranslate } from 'react-admin';
import { renderMessage, SAMPLE_VALUES } from '../../../common/messageTemplates';
import { HtmlFrame } from '../../common/HtmlFrame';
import type { TemplateText } from '../../dataProvider/types';

export function TemplatePreview({ text }: { text: TemplateText }) {
  const translate = useTranslate();
  const rendered = useMemo(() => renderMessage(text, SAMPLE_VALUES), [text]);
  return (
    <Box component="section" aria-label={translate('app.message_settings.preview')}>
      <Typography variant="subtitle2" component="h3">
        {translate('app.message_settings.preview')}
      </Typography>
      <Typography variant="caption" color="text.secondary" component="p" sx={{ mb: 1 }}>
        {translate('app.message_settings.preview_hint')}
      </Typography>
      <Typography variant="body2" sx={{ fontWeight: 600, mb: 1, overflowWrap: 'anywhere' }}>
        {translate('app.message_settings.preview_subject', { subject: rendered.subject })}
      </Typography>
      <HtmlFrame
        html={rendered.html}
        title={translate('app.message_settings.preview_frame')}
        height={380}
      />
    </Box>
  );
}
