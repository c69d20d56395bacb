import DescriptionIcon from '@mui/icons-material/DescriptionOutlined';
import { Avatar, Chip, ListItem, ListItemButton, ListItemText } from '@mui/material';
import { useTranslate } from 'react-admin';
import { TWO_LINES_AT_MOST } from '../common/longValues';
import type { Candidate } from '../dataProvider/types';
import { hasResume, initialsOf } from './resumeList';

interface ResumeCandidateItemProps {
  candidate: Candidate;
  selected: boolean;
  onSelect: (candidate: Candidate) => void;
}

/** One candidate of the list: initials, name, id, and whether a resume is on file. */
export function ResumeCandidateItem({ candidate, selected, onSelect }: ResumeCandidateItemProps) {
  const translate = useTranslate();
  const name = candidate.name?.trim() || translate('app.candidates.no_name');
  const withResume = hasResume(candidate);
  return (
    // a list's children are its items: the button sits in one
    <ListItem disablePadding>
      <ListItemButton
        selected={selected}
        aria-current={selected ? 'true' : undefined}
        onClick={() => onSelect(candidate)}
        sx={{ gap: 1.5, py: 1, px: 2 }}
      >
        <Avatar
          sx={{
            width: 34,
            height: 34,
            fontSize: 14,
            fontWeight: 600,
            bgcolor: withResume ? 'primary.main' : 'grey.400',
          }}
          aria-hidden
        >
          {initialsOf(name)}
        </Avatar>
        <ListItemText
          // a long name takes two lines at most, as in the candidates table, then ends in an
          // ellipsis: the whole on hover (on one line a surname was cut: 'Konstantina Pa…')
          title={name}
          primary={name}
          secondary={candidate.cand_id || translate('app.candidates.no_id')}
          slotProps={{
            primary: { sx: { ...TWO_LINES_AT_MOST, maxWidth: 'none', fontWeight: 600 } },
            secondary: { sx: { fontFamily: 'monospace' } },
          }}
          sx={{ minWidth: 0 }}
        />
        {withResume ? (
          <DescriptionIcon fontSize="small" color="action" aria-hidden />
        ) : (
          <Chip size="small" variant="outlined" label={translate('app.candidates.no_resume')} />
        )}
      </ListItemButton>
    </ListItem>
  );
}
