import { Box } from '@mui/material';

export interface HtmlFrameProps {
  /** a whole HTML document, e.g. an email's HTML part */
  html: string;
  /** the frame's accessible name, translated */
  title: string;
  /** in pixels; default 240 */
  height?: number;
}

/**
 * HTML from elsewhere (an email as sent, a template's preview) shown in a frame sandboxed of
 * everything: no script runs, no form posts, no link navigates this page, and its styles stay
 * inside. Never dangerouslySetInnerHTML.
 */
export function HtmlFrame({ html, title, height = 240 }: HtmlFrameProps) {
  return (
    <Box
      component="iframe"
      sandbox=""
      srcDoc={html}
      title={title}
      // a frame of no origin asks for nothing of this one
      referrerPolicy="no-referrer"
      sx={{
        display: 'block',
        width: '100%',
        height,
        border: 1,
        borderColor: 'divider',
        borderRadius: 1,
        bgcolor: '#fff',
      }}
    />
  );
}
