import CancelIcon from '@mui/icons-material/Cancel';
import { Box, Chip } from '@mui/material';
import { useTranslate } from 'react-admin';

export interface TagChipsProps {
  tags: string[];
  /** the list's accessible name */
  'aria-label'?: string;
  /** given: each chip has a remove button (and is primary, or the tone's colour) */
  onRemove?: (tag: string) => void;
  /** the remove button's name for a chip: "Remove tag …" unless given */
  removeTitle?: (tag: string) => string;
  /**
   * 'point': a question's expected points, in cyan, each of up to 200 characters wrapping
   * inside its chip instead of widening the form
   */
  tone?: 'tag' | 'point';
  disabled?: boolean;
}

/** A point's chip: the darker cyan for its text (the main one is 3.7:1 on white), wrapping. */
const POINT_CHIP_SX = {
  color: 'secondary.dark',
  height: 'auto',
  maxWidth: '100%',
  py: 0.25,
  '& .MuiChip-label': { whiteSpace: 'normal', overflowWrap: 'anywhere' },
} as const;

/** A question's tags (or expected points) as a wrapping row of small chips. */
export function TagChips({
  tags,
  'aria-label': label,
  onRemove,
  removeTitle,
  tone = 'tag',
  disabled,
}: TagChipsProps) {
  const translate = useTranslate();
  const point = tone === 'point';
  const titleOf = removeTitle ?? ((tag: string) => translate('app.training.remove_tag', { tag }));
  return (
    <Box
      component="ul"
      aria-label={label}
      sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.75, listStyle: 'none', p: 0, m: 0, mt: 1 }}
    >
      {tags.map((tag) => (
        <li key={tag} style={point ? { maxWidth: '100%' } : undefined}>
          <Chip
            label={tag}
            size="small"
            color={point ? 'secondary' : onRemove ? 'primary' : 'default'}
            variant="outlined"
            disabled={disabled}
            onDelete={onRemove && (() => onRemove(tag))}
            deleteIcon={onRemove && <CancelIcon titleAccess={titleOf(tag)} />}
            sx={point ? POINT_CHIP_SX : undefined}
          />
        </li>
      ))}
    </Box>
  );
}
