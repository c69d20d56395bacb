import DeleteOutlineIcon from '@mui/icons-material/DeleteOutline';
import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import EventOutlinedIcon from '@mui/icons-material/EventOutlined';
import { IconButton, TableCell, Tooltip, type IconButtonProps } from '@mui/material';
import type { ComponentType } from 'react';
import { useTranslate } from 'react-admin';

export interface CandidateRowActionsProps {
  /** the candidate as the buttons' labels name them */
  label: string;
  onEdit(): void;
  onSchedule(): void;
  onDelete(): void;
}

interface RowAction {
  /** translation keys: the tooltip, and the label naming the candidate */
  tooltip: string;
  ariaLabel: string;
  Icon: ComponentType<{ fontSize: 'small' }>;
  color?: IconButtonProps['color'];
  onClick(): void;
}

export function CandidateRowActions({
  label,
  onEdit,
  onSchedule,
  onDelete,
}: CandidateRowActionsProps) {
  const translate = useTranslate();
  const actions: RowAction[] = [
    {
      tooltip: 'app.candidate_screen.edit_short',
      ariaLabel: 'app.candidate_screen.edit',
      Icon: EditOutlinedIcon,
      onClick: onEdit,
    },
    {
      tooltip: 'app.candidate_screen.schedule_short',
      ariaLabel: 'app.candidate_screen.schedule',
      Icon: EventOutlinedIcon,
      color: 'primary',
      onClick: onSchedule,
    },
    {
      tooltip: 'app.candidate_screen.delete_short',
      ariaLabel: 'app.candidate_screen.delete',
      Icon: DeleteOutlineIcon,
      color: 'error',
      onClick: onDelete,
    },
  ];
  return (
    <TableCell align="right" sx={{ whiteSpace: 'nowrap', py: 0.5 }}>
      {actions.map(({ tooltip, ariaLabel, Icon, color, onClick }) => (
        <Tooltip key={tooltip} title={translate(tooltip)}>
          <IconButton
            size="small"
            color={color}
            aria-label={translate(ariaLabel, { name: label })}
            onClick={onClick}
          >
            <Icon fontSize="small" />
          </IconButton>
        </Tooltip>
      ))}
    </TableCell>
  );
}
