import SaveIcon from '@mui/icons-material/SaveOutlined';
import {
  Box,
  Button,
  Card,
  CardContent,
  CircularProgress,
  Divider,
  TextField,
  Typography,
} from '@mui/material';
import { useId, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { useTranslate } from 'react-admin';
import type { AdminProfile, AdminProfileChanges } from '../dataProvider/types';
import {
  changesFrom,
  draftFrom,
  MIN_PASSWORD,
  validateDraft,
  type ProfileDraft,
  type ProfileErrors,
  type ProfileField,
} from './profileForm';

/** Which field a server message is about, so it is marked as well as toasted. */
const SERVER_FIELD: Record<string, ProfileField> = {
  'Old password is required to update account details': 'old_password',
  'Old password is incorrect': 'old_password',
  'You cannot reuse your previous password.': 'password',
  'Username already taken': 'username',
};

const FIELD_ORDER: ProfileField[] = [
  'name',
  'username',
  'email',
  'phone',
  'password',
  'confirm',
  'old_password',
];

interface ProfileFormProps {
  profile: AdminProfile;
  /** sends the changes; resolves with the saved profile, rejects with the server's message */
  onSave: (changes: AdminProfileChanges) => Promise<AdminProfile>;
  /** tells the user why the form was not sent */
  onInvalid: (message: string) => void;
}

/** Edits name, username, email, phone and password; the old password confirms every change. */
export function ProfileForm({ profile, onSave, onInvalid }: ProfileFormProps) {
  const translate = useTranslate();
  const [draft, setDraft] = useState<ProfileDraft>(() => draftFrom(profile));
  const [errors, setErrors] = useState<ProfileErrors>({});
  const [submitted, setSubmitted] = useState(false);
  const [saving, setSaving] = useState(false);
  const inputs = useRef<Partial<Record<ProfileField, HTMLInputElement | null>>>({});

  const focus = (field: ProfileField | undefined) => {
    if (field) inputs.current[field]?.focus();
  };

  const change = (field: ProfileField) => (event: { target: { value: string } }) => {
    const next = { ...draft, [field]: event.target.value };
    setDraft(next);
    // after a first attempt, problems clear (or show) as the user types
    if (submitted) setErrors(validateDraft(next, profile));
    else if (errors[field]) setErrors({ ...errors, [field]: undefined });
  };

  const handleSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (saving) return;
    setSubmitted(true);
    const problems = validateDraft(draft, profile);
    setErrors(problems);
    const first = FIELD_ORDER.find((f) => problems[f]);
    if (first) {
      onInvalid(translate(problems[first]!));
      focus(first);
      return;
    }
    setSaving(true);
    try {
      const saved = await onSave(changesFrom(draft, profile));
      setDraft(draftFrom(saved));
      setErrors({});
      setSubmitted(false);
    } catch (error) {
      // what the user typed stays; the message says what to fix
      const message = error instanceof Error && error.message ? error.message : '';
      const field = SERVER_FIELD[message];
      if (field) {
        setErrors((current) => ({ ...current, [field]: message }));
        focus(field);
      }
    } finally {
      setSaving(false);
    }
  };

  const reset = () => {
    setDraft(draftFrom(profile));
    setErrors({});
    setSubmitted(false);
  };

  const field = (
    name: ProfileField,
    label: string,
    options: { type?: string; autoComplete?: string; required?: boolean; helper?: string } = {},
  ) => {
    const error = errors[name];
    return (
      <TextField
        name={name}
        label={translate(label)}
        value={draft[name]}
        onChange={change(name)}
        type={options.type ?? 'text'}
        autoComplete={options.autoComplete}
        required={options.required}
        error={!!error}
        helperText={error ? translate(error, { min: MIN_PASSWORD }) : options.helper}
        disabled={saving}
        fullWidth
        size="small"
        inputRef={(el: HTMLInputElement | null) => {
          inputs.current[name] = el;
        }}
      />
    );
  };

  return (
    <Card>
      <CardContent sx={{ p: 3 }}>
        <Box
          component="form"
          noValidate
          onSubmit={handleSubmit}
          aria-label={translate('app.profile.form_label')}
          sx={{ display: 'flex', flexDirection: 'column', gap: 3 }}
        >
          <Section
            title={translate('app.profile.section_details')}
            hint={translate('app.profile.section_details_hint')}
          >
            {field('name', 'app.profile.fields.name', { autoComplete: 'name' })}
            {field('username', 'app.profile.fields.username', {
              autoComplete: 'username',
              required: true,
            })}
            {field('email', 'app.profile.fields.email', { type: 'email', autoComplete: 'email' })}
            {field('phone', 'app.profile.fields.phone', { type: 'tel', autoComplete: 'tel' })}
          </Section>
          <Divider />
          <Section
            title={translate('app.profile.section_password')}
            hint={translate('app.profile.section_password_hint', { min: MIN_PASSWORD })}
          >
            {field('password', 'app.profile.fields.password', {
              type: 'password',
              autoComplete: 'new-password',
            })}
            {field('confirm', 'app.profile.fields.confirm', {
              type: 'password',
              autoComplete: 'new-password',
            })}
          </Section>
          <Divider />
          <Section
            title={translate('app.profile.section_confirm')}
            hint={translate('app.profile.section_confirm_hint')}
          >
            {field('old_password', 'app.profile.fields.old_password', {
              type: 'password',
              autoComplete: 'current-password',
              required: true,
            })}
          </Section>
          <Box sx={{ display: 'flex', justifyContent: 'flex-end', gap: 1.5 }}>
            <Button type="button" onClick={reset} disabled={saving}>
              {translate('app.profile.reset')}
            </Button>
            <Button
              type="submit"
              variant="contained"
              disabled={saving}
              startIcon={saving ? <CircularProgress size={16} color="inherit" /> : <SaveIcon />}
            >
              {translate(saving ? 'app.profile.saving' : 'app.profile.save')}
            </Button>
          </Box>
        </Box>
      </CardContent>
    </Card>
  );
}

function Section({ title, hint, children }: { title: string; hint: string; children: ReactNode }) {
  const id = useId();
  return (
    <Box
      role="group"
      aria-labelledby={id}
      sx={{
        display: 'grid',
        gap: 2,
        gridTemplateColumns: { xs: '1fr', md: '220px minmax(0, 1fr)' },
      }}
    >
      <Box>
        <Typography variant="subtitle1" component="h3" id={id} sx={{ fontWeight: 650 }}>
          {title}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {hint}
        </Typography>
      </Box>
      <Box
        sx={{
          display: 'grid',
          gap: 2,
          gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, minmax(0, 1fr))' },
          alignContent: 'start',
        }}
      >
        {children}
      </Box>
    </Box>
  );
}
