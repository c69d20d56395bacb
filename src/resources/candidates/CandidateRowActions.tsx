import { createElement } from 'react';
import { IconButton, Tooltip } from '@mui/material';
import { CandidateFormPopup, SchedulePopup } from './candidatePopups';
import { ROW_ACTION_ICONS } from './rowActionIcons';
import { ROW_CLASSES } from './candidateRowSx';
import type { CandidateRowText } from './candidateRowText';

export interface CandidateRowActionsProps {
  /** the candidate as the buttons' labels name them */
  label: string;
  text: CandidateRowText;
  /** each button is shown only when its action is given (the member's role may use it) */
  onEdit?(): void;
  onSchedule?(): void;
  onDelete?(): void;
}

interface RowAction {
  tooltip: string;
  ariaLabel: string;
  icon: (typeof ROW_ACTION_ICONS)[keyof typeof ROW_ACTION_ICONS];
  color?: 'primary' | 'error';
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
  const offered: (RowAction | false | undefined)[] = [
    onEdit && {
      tooltip: text.edit,
      ariaLabel: text.editLabel(label),
      icon: ROW_ACTION_ICONS.edit,
      onClick: onEdit,
      preload: CandidateFormPopup.preload,
    },
    onSchedule && {
      tooltip: text.schedule,
      ariaLabel: text.scheduleLabel(label),
      icon: ROW_ACTION_ICONS.schedule,
      color: 'primary',
      onClick: onSchedule,
      preload: SchedulePopup.preload,
    },
    onDelete && {
      tooltip: text.delete,
      ariaLabel: text.deleteLabel(label),
      icon: ROW_ACTION_ICONS.delete,
      color: 'error',
      onClick: onDelete,
    },
  ];
  const actions = offered.filter((action): action is RowAction => !!action);
  return (
    <td className={ROW_CLASSES.actions}>
      {actions.map(({ tooltip, ariaLabel, icon, color, onClick, preload }) => (
        <Tooltip key={tooltip} title={tooltip}>
          <IconButton
            size="small"
            color={color}
            aria-label={ariaLabel}
            onClick={onClick}
            onMouseEnter={preload}
            onFocus={preload}
          >
            {createElement(icon, { fontSize: 'small' })}
          </IconButton>
        </Tooltip>
      ))}
    </td>
  );
}
