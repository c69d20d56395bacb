import ArrowUpwardIcon from '@mui/icons-material/ArrowUpward';
import DescriptionIcon from '@mui/icons-material/DescriptionOutlined';
import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import PictureAsPdfIcon from '@mui/icons-material/PictureAsPdfOutlined';
import { Box, Button, Card, Chip, Typography } from '@mui/material';
import type { Ref } from 'react';
import { useTranslate } from 'react-admin';
import { formatDate } from '../dates/dates';
import type { Candidate } from '../dataProvider/types';
import { EmptyState } from '../common/EmptyState';
import { APP_BAR_HEIGHT, APP_BAR_HEIGHT_XS } from '../layout/theme';
import { hasResume } from './resumeList';

/** Brought into view under the top bar, with a gap. */
const PREVIEW_SX = {
  scrollMarginTop: { xs: APP_BAR_HEIGHT_XS + 16, sm: APP_BAR_HEIGHT + 16 },
};

/**
 * The selected candidate's resume in the browser's own PDF viewer, loaded only once selected.
 * With `onBack` (the preview under the list, on a phone) it offers the way back to the list.
 */
export function ResumePreview({
  candidate,
  ref,
  onBack,
}: {
  candidate: Candidate | null;
  ref?: Ref<HTMLDivElement>;
  onBack?: () => void;
}) {
  const translate = useTranslate();
  if (!candidate) {
    return (
      <Card ref={ref} sx={PREVIEW_SX}>
        <EmptyState
          icon={<DescriptionIcon />}
          title="app.resume.select_title"
          body="app.resume.select_body"
        />
      </Card>
    );
  }
  const name = candidate.name?.trim() || translate('app.candidates.no_name');
  const url = hasResume(candidate) ? String(candidate.resume_url).trim() : '';
  const details = [
    candidate.cand_id,
    candidate.email,
    candidate.created_at
      ? translate('app.resume.registered', { date: formatDate(candidate.created_at) })
      : '',
  ].filter(Boolean);

  return (
    <Card
      ref={ref}
      component="section"
      aria-label={translate('app.resume.preview_title', { name })}
      sx={PREVIEW_SX}
    >
      <Box
        sx={{
          display: 'flex',
          alignItems: 'center',
          flexWrap: 'wrap',
          gap: 2,
          p: 2,
          borderBottom: 1,
          borderColor: 'divider',
        }}
      >
        {onBack && (
          <Box sx={{ width: '100%', mb: -1 }}>
            <Button size="small" startIcon={<ArrowUpwardIcon />} onClick={onBack} sx={{ ml: -0.5 }}>
              {translate('app.resume.back_to_list')}
            </Button>
          </Box>
        )}
        <Box sx={{ flex: 1, minWidth: 200 }}>
          <Typography variant="h6" component="h2" noWrap title={name}>
            {name}
          </Typography>
          <Typography variant="body2" color="text.secondary" noWrap title={details.join(' · ')}>
            {details.join(' · ')}
          </Typography>
          {candidate.skills && candidate.skills.length > 0 && (
            <Box sx={{ display: 'flex', gap: 0.5, flexWrap: 'wrap', mt: 1 }}>
              {candidate.skills.map((skill) => (
                <Chip key={skill} size="small" label={skill} />
              ))}
            </Box>
          )}
        </Box>
        {url && (
          <Button
            component="a"
            href={url}
            target="_blank"
            rel="noopener noreferrer"
            variant="outlined"
            endIcon={<OpenInNewIcon />}
          >
            {translate('app.resume.open_new_tab')}
          </Button>
        )}
      </Box>
      {url ? (
        <Box
          component="iframe"
          key={candidate.id}
          src={url}
          title={translate('app.resume.preview_title', { name })}
          loading="lazy"
          sx={{
            display: 'block',
            width: '100%',
            height: { xs: '70vh', md: 'calc(100vh - 240px)' },
            minHeight: 420,
            border: 0,
            bgcolor: 'grey.100',
          }}
        />
      ) : (
        <EmptyState
          icon={<PictureAsPdfIcon />}
          title="app.candidates.no_resume"
          body="app.resume.no_resume_body"
          translateOptions={{ name }}
        />
      )}
    </Card>
  );
}
