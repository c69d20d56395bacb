import DescriptionIcon from '@mui/icons-material/DescriptionOutlined';
import { Avatar, Chip, ListItem, ListItemButton, ListItemText } from '@mui/material';
import { useTranslate } from 'react-admin';
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
          // a long name ends in an ellipsis: the whole on hover
          title={name}
          primary={name}
          secondary={candidate.cand_id || translate('app.candidates.no_id')}
          slotProps={{
            primary: { noWrap: true, sx: { fontWeight: 600 } },
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
