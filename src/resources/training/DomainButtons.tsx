import { Box, Button } from '@mui/material';
import { useTranslate, type Identifier } from 'react-admin';
import type { TrainingSet } from '../../dataProvider/types';
import { capitalise } from './capitalise';

interface DomainButtonsProps {
  sets: TrainingSet[];
  selectedId: Identifier;
  onSelect: (id: Identifier) => void;
}

/** One toggle button per training domain; the pressed one is the set shown below. */
export function DomainButtons({ sets, selectedId, onSelect }: DomainButtonsProps) {
  const translate = useTranslate();
  return (
    <Box
      role="group"
      aria-label={translate('app.training.domains')}
      sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, flex: 1 }}
    >
      {sets.map((set) => {
        const isSelected = set.id === selectedId;
        return (
          <Button
            key={set.id}
            variant={isSelected ? 'contained' : 'outlined'}
            color={isSelected ? 'primary' : 'inherit'}
            aria-pressed={isSelected}
            onClick={() => onSelect(set.id)}
            sx={
              isSelected
                ? undefined
                : {
                    bgcolor: 'background.paper',
                    borderColor: 'divider',
                    color: 'text.primary',
                  }
            }
          >
            {capitalise(set.domain)}
          </Button>
        );
      })}
    </Box>
  );
}
