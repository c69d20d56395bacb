// Import resumes: drop many PDFs; each row shows what was read from its resume and what it still
// needs (a name, a phone, another email), editable in place; Import creates the ready ones and
// reports each. Closing with rows not imported asks first.
import CloseIcon from '@mui/icons-material/Close';
import UploadFileOutlined from '@mui/icons-material/UploadFileOutlined';
import {
  Box,
  Button,
  Chip,
  Dialog,
  DialogActions,
  DialogContent,
  IconButton,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  TextField,
  Typography,
  useMediaQuery,
  type ChipProps,
  type Theme,
} from '@mui/material';
import { visuallyHidden } from '@mui/utils';
import { useId, useRef, useState, type DragEvent } from 'react';
import { Confirm, useTranslate } from 'react-admin';
import { BusyIcon } from '../../common/BusyIcon';
import { DialogHeader } from '../../common/DialogHeader';
import { ServerBusyText } from '../../common/ServerBusyNotice';
import {
  importStatus,
  MAX_IMPORT_FILES,
  useResumeImport,
  type ImportRow,
  type ImportStatus,
} from './useResumeImport';

export interface ImportResumesDialogProps {
  open: boolean;
  onClose(): void;
}

const STATUS_COLOR: Record<ImportStatus, ChipProps['color']> = {
  reading: 'default',
  saving: 'default',
  created: 'success',
  refused: 'error',
  failed: 'error',
  needs_name: 'warning',
  needs_phone: 'warning',
  duplicate_email: 'warning',
  ready: 'primary',
};

/** Reasons the console finds itself, by key; a server's reason shows as it is. */
const REFUSALS: Record<string, string> = {
  not_pdf: 'app.candidate_import.not_pdf',
  too_large: 'app.candidate_screen.file_too_large',
  empty: 'app.candidate_screen.file_empty',
};

export function ImportResumesDialog({ open, onClose }: ImportResumesDialogProps) {
  const translate = useTranslate();
  const titleId = useId();
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const importer = useResumeImport();
  const { rows } = importer;
  const [asking, setAsking] = useState(false);
  const [leftOut, setLeftOut] = useState(0);

  const statuses = rows.map((row) => importStatus(row, rows));
  const ready = statuses.filter((s) => s === 'ready').length;
  const pending = statuses.filter((s) => s !== 'created' && s !== 'refused').length;

  const close = () => {
    if (importer.importing) return;
    if (pending > 0) setAsking(true);
    else onClose();
  };
  const addFiles = (files: FileList | null) => {
    if (files) void importer.add([...files]).then(setLeftOut);
  };

  return (
    <Dialog
      open={open}
      onClose={close}
      fullWidth
      maxWidth="lg"
      fullScreen={phone}
      aria-labelledby={titleId}
    >
      <DialogHeader
        titleId={titleId}
        title={translate('app.candidate_import.title')}
        busy={importer.importing}
        onBack={close}
      />
      <DialogContent dividers>
        <DropArea onFiles={addFiles} full={rows.length >= MAX_IMPORT_FILES} />
        {leftOut > 0 ? (
          <Typography role="alert" color="warning.main" variant="body2" sx={{ mt: 1 }}>
            {translate('app.candidate_import.left_out', {
              smart_count: leftOut,
              max: MAX_IMPORT_FILES,
            })}
          </Typography>
        ) : null}
        {rows.length > 0 ? (
          <TableContainer sx={{ mt: 2 }}>
            <Table size="small" aria-label={translate('app.candidate_import.table')}>
              <TableHead>
                <TableRow>
                  <TableCell>{translate('app.candidate_import.col_file')}</TableCell>
                  <TableCell>{translate('app.candidate_screen.name')}</TableCell>
                  <TableCell>{translate('app.candidate_screen.email')}</TableCell>
                  <TableCell>{translate('app.candidate_screen.phone')}</TableCell>
                  <TableCell>{translate('app.candidate_import.col_status')}</TableCell>
                  <TableCell padding="checkbox">
                    <Box component="span" sx={visuallyHidden}>
                      {translate('app.candidate_screen.col_actions')}
                    </Box>
                  </TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {rows.map((row, index) => (
                  <ImportRowView
                    key={row.key}
                    row={row}
                    status={statuses[index]!}
                    locked={importer.importing}
                    onEdit={importer.edit}
                    onRemove={importer.remove}
                  />
                ))}
              </TableBody>
            </Table>
          </TableContainer>
        ) : null}
      </DialogContent>
      <DialogActions sx={{ px: 3, py: 1.5, gap: 1, flexWrap: 'wrap' }}>
        <Typography variant="body2" color="text.secondary" role="status" sx={{ mr: 'auto' }}>
          {rows.length > 0 ? summary(translate, statuses) : ''}
        </Typography>
        <Button onClick={close} disabled={importer.importing}>
          {translate('app.candidate_import.close')}
        </Button>
        <Button
          variant="contained"
          disabled={ready === 0 || importer.importing}
          onClick={() => void importer.importReady()}
          startIcon={importer.importing ? <BusyIcon /> : null}
        >
          {translate('app.candidate_import.import', { smart_count: ready })}
        </Button>
      </DialogActions>
      <Confirm
        isOpen={asking}
        title="app.candidate_import.discard_title"
        content="app.candidate_import.discard_body"
        translateOptions={{ smart_count: pending }}
        confirm="app.candidate_screen.discard"
        cancel="app.candidate_screen.keep_editing"
        onConfirm={() => {
          setAsking(false);
          onClose();
        }}
        onClose={() => setAsking(false)}
      />
    </Dialog>
  );
}

/** "2 ready · 1 needs a name · 1 not a PDF": the rows by what they need. */
function summary(translate: ReturnType<typeof useTranslate>, statuses: ImportStatus[]) {
  const counts = new Map<ImportStatus, number>();
  for (const status of statuses) counts.set(status, (counts.get(status) ?? 0) + 1);
  return [...counts]
    .map(([status, n]) => translate(`app.candidate_import.count_${status}`, { smart_count: n }))
    .join(' · ');
}

function DropArea({ onFiles, full }: { onFiles(files: FileList | null): void; full: boolean }) {
  const translate = useTranslate();
  const input = useRef<HTMLInputElement>(null);
  const [over, setOver] = useState(false);
  const drop = (event: DragEvent) => {
    event.preventDefault();
    setOver(false);
    if (!full) onFiles(event.dataTransfer.files);
  };
  return (
    <Box
      onDragOver={(event) => {
        event.preventDefault();
        setOver(true);
      }}
      onDragLeave={() => setOver(false)}
      onDrop={drop}
      sx={{
        border: 2,
        borderStyle: 'dashed',
        borderColor: over ? 'primary.main' : 'divider',
        borderRadius: 2,
        p: 3,
        textAlign: 'center',
        bgcolor: over ? 'action.hover' : undefined,
      }}
    >
      <UploadFileOutlined sx={{ fontSize: 36, color: 'primary.main' }} />
      <Typography sx={{ fontWeight: 600 }}>{translate('app.candidate_import.drop')}</Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1.5 }}>
        {translate('app.candidate_import.hint', { max: MAX_IMPORT_FILES })}
      </Typography>
      <Button variant="outlined" disabled={full} onClick={() => input.current?.click()}>
        {translate('app.candidate_import.choose')}
      </Button>
      <input
        ref={input}
        type="file"
        accept="application/pdf,.pdf,text/csv,.csv"
        multiple
        hidden
        aria-label={translate('app.candidate_import.choose')}
        onChange={(event) => {
          onFiles(event.target.files);
          event.target.value = '';
        }}
      />
    </Box>
  );
}

function ImportRowView({
  row,
  status,
  locked,
  onEdit,
  onRemove,
}: {
  row: ImportRow;
  status: ImportStatus;
  locked: boolean;
  onEdit(key: string, field: 'name' | 'email' | 'phone', value: string): void;
  onRemove(key: string): void;
}) {
  const translate = useTranslate();
  const fixed = locked || row.refused !== undefined || row.phase !== 'editing';
  const field = (name: 'name' | 'email' | 'phone', label: string, problem: boolean) => (
    <TextField
      size="small"
      hiddenLabel
      value={row[name]}
      disabled={fixed}
      error={problem}
      onChange={(event) => onEdit(row.key, name, event.target.value)}
      slotProps={{
        htmlInput: {
          'aria-label': translate('app.candidate_import.field_of', {
            field: label,
            file: row.source,
          }),
          maxLength: name === 'email' ? 254 : name === 'phone' ? 25 : 200,
        },
      }}
      sx={{ minWidth: name === 'phone' ? 150 : 180 }}
    />
  );
  const reason =
    status === 'refused'
      ? translate(REFUSALS[row.refused ?? ''] ?? row.refused ?? '', { _: row.refused })
      : status === 'failed'
        ? row.error
        : undefined;
  return (
    <TableRow>
      <TableCell sx={{ minWidth: 120, maxWidth: 220, wordBreak: 'break-word' }}>
        {row.source}
      </TableCell>
      <TableCell>
        {field('name', translate('app.candidate_screen.name'), status === 'needs_name')}
      </TableCell>
      <TableCell>
        {field('email', translate('app.candidate_screen.email'), status === 'duplicate_email')}
      </TableCell>
      <TableCell>
        {field('phone', translate('app.candidate_screen.phone'), status === 'needs_phone')}
      </TableCell>
      <TableCell sx={{ minWidth: 150 }}>
        <Chip
          size="small"
          variant={status === 'ready' ? 'outlined' : 'filled'}
          color={STATUS_COLOR[status]}
          label={translate(`app.candidate_import.status_${status}`)}
          icon={
            status === 'reading' || status === 'saving' ? (
              <BusyIcon size={12} color="primary" />
            ) : undefined
          }
        />
        {reason ? (
          <Typography variant="caption" color="error" sx={{ display: 'block', mt: 0.5 }}>
            {reason}
          </Typography>
        ) : null}
        {row.busyWait !== undefined && (status === 'reading' || status === 'saving') ? (
          <Box sx={{ mt: 0.5 }}>
            <ServerBusyText seconds={row.busyWait} />
          </Box>
        ) : null}
      </TableCell>
      <TableCell padding="checkbox">
        {row.phase === 'created' ? null : (
          <IconButton
            size="small"
            disabled={locked || row.phase === 'saving'}
            onClick={() => onRemove(row.key)}
            aria-label={translate('app.candidate_import.remove', { file: row.source })}
          >
            <CloseIcon fontSize="small" />
          </IconButton>
        )}
      </TableCell>
    </TableRow>
  );
}

export default ImportResumesDialog;
