// "Add webhook": an address and the events it receives, then its signing secret, shown this once.
// A refusal (a private address, a URL the server does not take) is shown in the dialog, what was
// typed and ticked kept.
import {
  Alert,
  Box,
  Button,
  Checkbox,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  FormControl,
  FormControlLabel,
  FormGroup,
  FormHelperText,
  FormLabel,
  Stack,
  TextField,
  Typography,
  useMediaQuery,
  type Theme,
} from '@mui/material';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import { useDataProvider, useTranslate } from 'react-admin';
import { CopyField } from '../common/CopyField';
import { errorMessage } from '../common/useNotifyError';
import type { AppDataProvider, CreatedWebhook } from '../dataProvider/types';
import { eventLabelKey } from '../outbox/outboxFilters';
import { URL_MAX, urlProblem, WEBHOOK_EVENTS, WEBHOOKS_QUERY_KEY } from './webhookRules';

export interface AddWebhookDialogProps {
  open: boolean;
  onClose(): void;
}

export function AddWebhookDialog({ open, onClose }: AddWebhookDialogProps) {
  const titleId = useId();
  const fullScreen = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  return (
    <Dialog
      open={open}
      onClose={(_event, reason) => reason !== 'backdropClick' && onClose()}
      aria-labelledby={titleId}
      fullWidth
      maxWidth="sm"
      fullScreen={fullScreen}
    >
      {/* a new form each time it opens */}
      {open && <AddWebhookForm titleId={titleId} onClose={onClose} />}
    </Dialog>
  );
}

function AddWebhookForm({ titleId, onClose }: { titleId: string; onClose(): void }) {
  const translate = useTranslate();
  const dataProvider = useDataProvider<AppDataProvider>();
  const queryClient = useQueryClient();
  const [url, setUrl] = useState('');
  const [events, setEvents] = useState<string[]>([]);
  const [checked, setChecked] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);
  const [created, setCreated] = useState<CreatedWebhook | null>(null);

  const add = useMutation({
    mutationFn: (input: { url: string; events: string[] }) => dataProvider.createWebhook(input),
    onSuccess: (webhook) => {
      setCreated(webhook);
      void queryClient.invalidateQueries({ queryKey: WEBHOOKS_QUERY_KEY });
    },
    onError: (error) => setRefusal(errorMessage(error)),
  });

  const urlError = checked ? urlProblem(url) : undefined;
  const eventsError = checked && events.length === 0;
  const toggle = (event: string) =>
    setEvents((current) =>
      current.includes(event) ? current.filter((e) => e !== event) : [...current, event],
    );

  const submit = (formEvent: FormEvent) => {
    formEvent.preventDefault();
    setChecked(true);
    if (add.isPending || urlProblem(url) || events.length === 0) return;
    setRefusal(null);
    // in the order the list shows them, whatever order they were ticked in
    add.mutate({ url: url.trim(), events: WEBHOOK_EVENTS.filter((e) => events.includes(e)) });
  };

  if (created) {
    return (
      <>
        <DialogTitle id={titleId}>{translate('app.webhooks.secret_title')}</DialogTitle>
        <DialogContent>
          <Stack spacing={2}>
            <Alert severity="success">
              {translate('app.webhooks.secret_created', { url: created.url })}
            </Alert>
            <Typography variant="body2">{translate('app.webhooks.secret_use')}</Typography>
            <CopyField value={created.secret} label={translate('app.webhooks.secret_field')} />
            <Alert severity="warning">{translate('app.webhooks.secret_once')}</Alert>
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button variant="contained" onClick={onClose}>
            {translate('app.webhooks.done')}
          </Button>
        </DialogActions>
      </>
    );
  }

  const busy = add.isPending;
  return (
    <Box component="form" onSubmit={submit} noValidate>
      <DialogTitle id={titleId}>{translate('app.webhooks.add_title')}</DialogTitle>
      <DialogContent>
        <Stack spacing={2.5} sx={{ pt: 1 }}>
          <Typography variant="body2" color="text.secondary">
            {translate('app.webhooks.add_hint')}
          </Typography>
          <TextField
            label={translate('app.webhooks.url')}
            type="url"
            autoComplete="off"
            autoFocus
            required
            value={url}
            placeholder="https://"
            onChange={(event) => setUrl(event.target.value)}
            error={!!urlError}
            helperText={translate(urlError ?? 'app.webhooks.url_hint')}
            slotProps={{ htmlInput: { maxLength: URL_MAX, readOnly: busy } }}
          />
          <FormControl required error={eventsError} component="fieldset" disabled={busy}>
            <FormLabel component="legend">{translate('app.webhooks.events')}</FormLabel>
            <FormGroup sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
              {WEBHOOK_EVENTS.map((event) => (
                <FormControlLabel
                  key={event}
                  control={
                    <Checkbox checked={events.includes(event)} onChange={() => toggle(event)} />
                  }
                  label={
                    <Box component="span" sx={{ display: 'flex', flexDirection: 'column' }}>
                      <span>{translate(eventLabelKey(event))}</span>
                      <Typography variant="caption" color="text.secondary" component="span">
                        {event}
                      </Typography>
                    </Box>
                  }
                />
              ))}
            </FormGroup>
            {eventsError && (
              <FormHelperText>{translate('app.webhooks.events_required')}</FormHelperText>
            )}
          </FormControl>
        </Stack>
      </DialogContent>
      <DialogActions sx={{ flexDirection: 'column', alignItems: 'stretch', gap: 1, px: 3, py: 2 }}>
        {refusal && (
          <Alert severity="error" role="alert">
            {translate(refusal, { _: refusal })}
          </Alert>
        )}
        <Box sx={{ display: 'flex', justifyContent: 'flex-end', gap: 1, m: '0 !important' }}>
          <Button onClick={onClose} disabled={busy} color="inherit">
            {translate('app.webhooks.cancel')}
          </Button>
          <Button type="submit" variant="contained" loading={busy}>
            {translate('app.webhooks.create')}
          </Button>
        </Box>
      </DialogActions>
    </Box>
  );
}
