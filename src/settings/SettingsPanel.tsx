import { Card, CardContent, Typography } from '@mui/material';
import { useId, type ReactNode } from 'react';
import { useTranslate } from 'react-admin';

interface SettingsPanelProps {
  /** translation keys */
  title: string;
  subtitle: string;
  children: ReactNode;
}

/** A panel of /setting: a section named by its title, with a line saying what it is for. */
export function SettingsPanel({ title, subtitle, children }: SettingsPanelProps) {
  const translate = useTranslate();
  const titleId = useId();
  return (
    <Card component="section" aria-labelledby={titleId}>
      <CardContent sx={{ p: { xs: 2, sm: 3 } }}>
        <Typography id={titleId} variant="h6" component="h2">
          {translate(title)}
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2.5 }}>
          {translate(subtitle)}
        </Typography>
        {children}
      </CardContent>
    </Card>
  );
}
