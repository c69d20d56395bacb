import DeleteOutlineIcon from '@mui/icons-material/DeleteOutline';
import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import EventOutlinedIcon from '@mui/icons-material/EventOutlined';
import { IconButton, type IconButtonProps } from '@mui/material';
import type { ComponentType } from 'react';
import { LazyTooltip } from '../../common/LazyTooltip';
import { CandidateFormPopup, SchedulePopup } from './candidatePopups';
import { ROW_CLASSES } from './candidateRowSx';
import type { CandidateRowText } from './candidateRowText';

export interface CandidateRowActionsProps {
  /** the candidate as the buttons' labels name them */
  label: string;
  text: CandidateRowText;
  onEdit(): void;
  onSchedule(): void;
  onDelete(): void;
}

interface RowAction {
  tooltip: string;
  ariaLabel: string;
  Icon: ComponentType<{ fontSize: 'small' }>;
  color?: IconButtonProps['color'];
  onClick(): void;
  /** fetches the popup the button opens, on hover or focus */
  preload?(): void;
}

export function CandidateRowActions({
  label,
  text,
  onEdit,
  onSchedule,
  onDelete,
}: CandidateRowActionsProps) {
  const actions: RowAction[] = [
    {
      tooltip: text.edit,
      ariaLabel: text.editLabel(label),
      Icon: EditOutlinedIcon,
      onClick: onEdit,
      preload: CandidateFormPopup.preload,
    },
    {
      tooltip: text.schedule,
      ariaLabel: text.scheduleLabel(label),
      Icon: EventOutlinedIcon,
      color: 'primary',
      onClick: onSchedule,
      preload: SchedulePopup.preload,
    },
    {
      tooltip: text.delete,
      ariaLabel: text.deleteLabel(label),
      Icon: DeleteOutlineIcon,
      color: 'error',
      onClick: onDelete,
    },
  ];
  return (
    <td className={ROW_CLASSES.actions}>
      {actions.map(({ tooltip, ariaLabel, Icon, color, onClick, preload }) => (
        <LazyTooltip key={tooltip} title={tooltip}>
          <IconButton
            size="small"
            color={color}
            aria-label={ariaLabel}
            onClick={onClick}
            onMouseEnter={preload}
            onFocus={preload}
          >
            <Icon fontSize="small" />
          </IconButton>
        </LazyTooltip>
      ))}
    </td>
  );
}
