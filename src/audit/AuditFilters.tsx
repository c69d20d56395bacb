// The audit log's filters: member, action family, days, and the record whose history is shown
// (a chip, from the address: other screens link to `/audit?target_type=…&target_id=…`).
import CancelIcon from '@mui/icons-material/Cancel';
import HistoryIcon from '@mui/icons-material/History';
import { Box, Button, Chip, TextField } from '@mui/material';
import { useTranslate } from 'react-admin';
import { FILTER_FIELD_SX, SelectFilter } from '../common/SelectFilter';
import { useMembers } from '../members/membersQuery';
import { ACTION_FAMILIES, type AuditFilters as Filters, type FilterName } from './auditFilters';

export interface AuditFiltersProps {
  filters: Filters;
  onChange(changes: Filters): void;
}

export function AuditFilters({ filters, onChange }: AuditFiltersProps) {
  const translate = useTranslate();
  const members = useMembers();
  const active = (members.data ?? []).filter((member) => member.status === 'active');
  const { actor, action, target_type, target_id } = filters;
  const knownActor = !actor || active.some((member) => member.id === actor);
  const knownAction = !action || ACTION_FAMILIES.some((family) => family.value === action);
  const set = (name: FilterName) => (value: string) => onChange({ [name]: value });
  const anySet = Object.values(filters).some(Boolean);

  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 1.5 }}>
      <Box sx={{ display: 'flex', gap: 1.5, flexWrap: 'wrap', alignItems: 'center' }}>
        <SelectFilter
          label={translate('app.audit.member')}
          value={actor}
          onChange={set('actor')}
          anyLabel={translate('app.audit.any_member')}
          choices={active.map((member) => ({ value: member.id, label: member.username }))}
        >
          {!knownActor && <option value={actor}>{translate('app.audit.unknown_member')}</option>}
        </SelectFilter>
        <SelectFilter
          label={translate('app.audit.action')}
          value={action}
          onChange={set('action')}
          anyLabel={translate('app.audit.any_action')}
          choices={ACTION_FAMILIES.map((family) => ({
            value: family.value,
            label: translate(family.label),
          }))}
        >
          {!knownAction && <option value={action}>{action}</option>}
        </SelectFilter>
        <DayField label="app.audit.from" value={filters.from} onChange={set('from')} />
        <DayField label="app.audit.to" value={filters.to} onChange={set('to')} />
        {anySet && (
          <Button
            onClick={() =>
              onChange({
                actor: '',
                action: '',
                from: '',
                to: '',
                target_type: '',
                target_id: '',
              })
            }
          >
            {translate('app.audit.clear_filters')}
          </Button>
        )}
      </Box>
      {(target_type || target_id) && (
        <Box>
          <Chip
            icon={<HistoryIcon />}
            color="primary"
            variant="outlined"
            label={translate('app.audit.history_of', {
              type: target_type ?? '',
              id: target_id ?? '',
            })}
            onDelete={() => onChange({ target_type: '', target_id: '' })}
            // named for what it does (the chip itself takes Delete and Backspace too)
            deleteIcon={<CancelIcon titleAccess={translate('app.audit.clear_history')} />}
          />
        </Box>
      )}
    </Box>
  );
}

function DayField({
  label,
  value,
  onChange,
}: {
  label: string;
  value: string | undefined;
  onChange(value: string): void;
}) {
  const translate = useTranslate();
  return (
    <TextField
      type="date"
      size="small"
      label={translate(label)}
      value={value ?? ''}
      onChange={(event) => onChange(event.target.value)}
      slotProps={{ inputLabel: { shrink: true } }}
      sx={FILTER_FIELD_SX}
    />
  );
}
