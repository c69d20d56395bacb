// Shown while candidates are selected: how many (and how many of them are not on screen), what
// can be done with them, and a way to let go of the selection.
import CloseIcon from '@mui/icons-material/Close';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutline';
import EventAvailableOutlined from '@mui/icons-material/EventAvailableOutlined';
import { Box, Button, Typography } from '@mui/material';
import { alpha } from '@mui/material/styles';
import { useTranslate } from 'react-admin';

export interface CandidateBulkBarProps {
  count: number;
  /** how many of them are on other pages, in other filters or outside the search */
  elsewhere: number;
  /** absent: the role may not move candidates to the trash */
  onTrash?(): void;
  /** absent: the role may not schedule interviews */
  onSchedule?(): void;
  /** the pointer is over Schedule, or it has the focus: its popup may start loading */
  onScheduleIntent?(): void;
  onClear(): void;
}

export function CandidateBulkBar({
  count,
  elsewhere,
  onTrash,
  onSchedule,
  onScheduleIntent,
  onClear,
}: CandidateBulkBarProps) {
  const translate = useTranslate();
  return (
    <Box
      role="region"
      aria-label={translate('app.candidate_screen.bulk_actions')}
      sx={(theme) => ({
        display: 'flex',
        flexWrap: 'wrap',
        alignItems: 'center',
        gap: 1,
        mx: 2,
        mb: 1,
        px: 2,
        py: 0.75,
        borderRadius: 1,
        bgcolor: alpha(theme.palette.primary.main, theme.palette.action.selectedOpacity),
      })}
    >
      <Typography variant="body2" role="status" sx={{ fontWeight: 600, mr: 'auto' }}>
        {translate('app.candidate_screen.selected', { smart_count: count })}
        {elsewhere > 0 ? (
          <Box component="span" sx={{ fontWeight: 400, color: 'text.secondary' }}>
            {' · '}
            {translate('app.candidate_screen.selected_elsewhere', { smart_count: elsewhere })}
          </Box>
        ) : null}
      </Typography>
      {onSchedule ? (
        <Button
          size="small"
          variant="outlined"
          startIcon={<EventAvailableOutlined />}
          onClick={onSchedule}
          onMouseEnter={onScheduleIntent}
          onFocus={onScheduleIntent}
        >
          {translate('app.bulk_schedule.button')}
        </Button>
      ) : null}
      {onTrash ? (
        <Button
          size="small"
          variant="outlined"
          color="error"
          startIcon={<DeleteOutlineIcon />}
          onClick={onTrash}
        >
          {translate('app.candidate_screen.bulk_trash')}
        </Button>
      ) : null}
      <Button size="small" startIcon={<CloseIcon />} onClick={onClear}>
        {translate('app.candidate_screen.clear_selection')}
      </Button>
    </Box>
  );
}
