// The row buttons' icons.
import DeleteIcon from '@mui/icons-material/DeleteOutline';
import EditIcon from '@mui/icons-material/EditOutlined';
import EventIcon from '@mui/icons-material/EventOutlined';

export const ROW_ACTION_ICONS = {
  edit: EditIcon,
  schedule: EventIcon,
  delete: DeleteIcon,
} as const;
