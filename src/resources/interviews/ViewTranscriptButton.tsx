import VisibilityIcon from '@mui/icons-material/VisibilityOutlined';
import { IconButton, Tooltip } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { Interview } from '../../dataProvider/types';
import { useCandidateName } from './CandidateCell';

/** The keyboard way to open an interview's detail (a row click does the same). */
export function ViewTranscriptButton({
  interview,
  onOpen,
}: {
  interview: Interview;
  onOpen: (interview: Interview) => void;
}) {
  const translate = useTranslate();
  const candidateName = useCandidateName();
  return (
    <Tooltip title={translate('app.interviews.transcript')}>
      <IconButton
        size="small"
        aria-label={translate('app.interviews.view_label', { name: candidateName(interview) })}
        onClick={(event) => {
          event.stopPropagation();
          onOpen(interview);
        }}
      >
        <VisibilityIcon fontSize="small" />
      </IconButton>
    </Tooltip>
  );
}
