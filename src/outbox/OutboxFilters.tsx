// The outbox's filters: status and type, and the interview or candidate whose messages are shown
// (a chip, from the address: an interview links to `/outbox?interview_id=…`).
import CancelIcon from '@mui/icons-material/Cancel';
import OutboxIcon from '@mui/icons-material/ForwardToInboxOutlined';
import { Box, Button, Chip } from '@mui/material';
import { useGetOne, useTranslate } from 'react-admin';
import { SelectFilter } from '../common/SelectFilter';
import { OUTBOX_KINDS, OUTBOX_STATUSES } from '../dataProvider/messages';
import type { OutboxFilterName, OutboxFilters as Filters } from './outboxFilters';

export interface OutboxFiltersProps {
  filters: Filters;
  onChange(changes: Filters): void;
}

export function OutboxFilters({ filters, onChange }: OutboxFiltersProps) {
  const translate = useTranslate();
  const { status, kind, interview_id, candidate_id } = filters;
  const set = (name: OutboxFilterName) => (value: string) => onChange({ [name]: value });
  const anySet = Object.values(filters).some(Boolean);
  const interviewName = useRecordName('interviews', interview_id, (r) =>
    [r.int_id, r.title && `“${String(r.title)}”`, r.candidate?.name].filter(Boolean).join(' '),
  );
  const candidateName = useRecordName('candidates', candidate_id, (r) =>
    [r.name, r.cand_id && `(${String(r.cand_id)})`].filter(Boolean).join(' '),
  );

  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 1.5 }}>
      <Box sx={{ display: 'flex', gap: 1.5, flexWrap: 'wrap', alignItems: 'center' }}>
        <SelectFilter
          label={translate('app.outbox.status')}
          value={status}
          onChange={set('status')}
          anyLabel={translate('app.outbox.any_status')}
          choices={OUTBOX_STATUSES.map((value) => ({
            value,
            label: translate(`app.outbox.statuses.${value}`),
          }))}
        />
        <SelectFilter
          label={translate('app.outbox.kind')}
          value={kind}
          onChange={set('kind')}
          anyLabel={translate('app.outbox.any_kind')}
          choices={OUTBOX_KINDS.map((value) => ({
            value,
            label: translate(`app.outbox.kinds.${value}`),
          }))}
        />
        {anySet && (
          <Button
            onClick={() => onChange({ status: '', kind: '', interview_id: '', candidate_id: '' })}
          >
            {translate('app.outbox.clear_filters')}
          </Button>
        )}
      </Box>
      {(interview_id || candidate_id) && (
        <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
          {interview_id && (
            <RecordChip
              label={translate('app.outbox.of_interview', { id: interviewName })}
              onClear={() => onChange({ interview_id: '' })}
            />
          )}
          {candidate_id && (
            <RecordChip
              label={translate('app.outbox.of_candidate', { id: candidateName })}
              onClear={() => onChange({ candidate_id: '' })}
            />
          )}
        </Box>
      )}
    </Box>
  );
}

/**
 * The record a chip names, as people know it (an interview's code and title, a candidate's
 * name); its id while it loads or when it cannot be read.
 */
function useRecordName(
  resource: 'interviews' | 'candidates',
  id: string | undefined,
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- either record's own fields
  name: (record: any) => string,
): string {
  const { data } = useGetOne(resource, { id: id ?? '' }, { enabled: Boolean(id), retry: false });
  return (data && name(data)) || id || '';
}

function RecordChip({ label, onClear }: { label: string; onClear(): void }) {
  const translate = useTranslate();
  return (
    <Chip
      icon={<OutboxIcon />}
      color="primary"
      variant="outlined"
      label={label}
      onDelete={onClear}
      // named for what it does (the chip itself takes Delete and Backspace too)
      deleteIcon={<CancelIcon titleAccess={translate('app.outbox.clear_record')} />}
      sx={{ maxWidth: '100%' }}
    />
  );
}
