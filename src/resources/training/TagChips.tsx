import CancelIcon from '@mui/icons-material/Cancel';
import { Box, Chip } from '@mui/material';
import { useTranslate } from 'react-admin';

export interface TagChipsProps {
  tags: string[];
  /** the list's accessible name */
  'aria-label'?: string;
  /** given: each chip is primary and has a remove button */
  onRemove?: (tag: string) => void;
  disabled?: boolean;
}

/** A question's tags as a wrapping row of small chips. */
export function TagChips({ tags, 'aria-label': label, onRemove, disabled }: TagChipsProps) {
  const translate = useTranslate();
  return (
    <Box
      component="ul"
      aria-label={label}
      sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.75, listStyle: 'none', p: 0, m: 0, mt: 1 }}
    >
      {tags.map((tag) => (
        <li key={tag}>
          <Chip
            label={tag}
            size="small"
            color={onRemove ? 'primary' : 'default'}
            variant="outlined"
            disabled={disabled}
            onDelete={onRemove && (() => onRemove(tag))}
            deleteIcon={
              onRemove && <CancelIcon titleAccess={translate('app.training.remove_tag', { tag })} />
            }
          />
        </li>
      ))}
    </Box>
  );
}
