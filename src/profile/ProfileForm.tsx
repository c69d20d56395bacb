import SaveIcon from '@mui/icons-material/SaveOutlined';
import {
  Box,
  Button,
  Card,
  CardContent,
  CircularProgress,
  Divider,
  Typography,
} from '@mui/material';
import { useEffect, useId, useState, type ReactNode } from 'react';
import { useAugmentedForm, useNotify, useTranslate } from 'react-admin';
import { FormProvider, type FieldErrors } from 'react-hook-form';
import { FormTextField } from '../common/FormTextField';
import { ResponsiveGrid } from '../common/ResponsiveGrid';
import { errorMessage } from '../common/useNotifyError';
import type { AdminProfile, AdminProfileChanges } from '../dataProvider/types';
import {
  changesFrom,
  draftFrom,
  MIN_PASSWORD,
  validateDraft,
  type ProfileDraft,
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

/** The problems as the form's validator gives them: translation keys with their arguments. */
function validate(values: ProfileDraft, profile: AdminProfile) {
  const problems = validateDraft(values, profile);
  return Object.fromEntries(
    Object.entries(problems).map(([field, key]) => [
      field,
      { message: key, args: { min: MIN_PASSWORD } },
    ]),
  );
}

interface ProfileFormProps {
  profile: AdminProfile;
  /** sends the changes; resolves with the saved profile, rejects with the server's message */
  onSave: (changes: AdminProfileChanges) => Promise<AdminProfile>;
}

/** Edits name, username, email, phone and password; the old password confirms every change. */
export function ProfileForm({ profile, onSave }: ProfileFormProps) {
  const translate = useTranslate();
  const notify = useNotify();
  // true only while the save request runs: react-hook-form's isSubmitting also covers validation,
  // and fields disabled then cannot take the focus that points at the first problem
  const [isSubmitting, setSubmitting] = useState(false);
  // a field the server refused gets the focus once the fields are enabled again
  const [focusAfterSave, setFocusAfterSave] = useState<ProfileField>();
  const { form, handleSubmit } = useAugmentedForm({
    defaultValues: draftFrom(profile),
    validate: (values) => validate(values as ProfileDraft, profile),
    disableInvalidFormNotification: true,
    onSubmit: async (values: Record<string, unknown>) => {
      setSubmitting(true);
      try {
        const saved = await onSave(changesFrom(values as unknown as ProfileDraft, profile));
        form.reset(draftFrom(saved));
      } catch (error) {
        // what the user typed stays; the message says what to fix
        const message = errorMessage(error);
        const field = SERVER_FIELD[message];
        if (field) {
          form.setError(field, { type: 'server', message });
          setFocusAfterSave(field);
        }
      } finally {
        setSubmitting(false);
      }
    },
  });
  useEffect(() => {
    if (isSubmitting || !focusAfterSave) return;
    form.setFocus(focusAfterSave);
    setFocusAfterSave(undefined);
  }, [isSubmitting, focusAfterSave, form]);

  // the first problem (of the field that gets the focus) as a toast too
  const notifyInvalid = (errors: FieldErrors) => {
    const first = FIELD_ORDER.find((name) => errors[name]);
    const problem = first && (errors[first]?.message as unknown as { message: string });
    if (problem) notify(problem.message, { type: 'error', messageArgs: { min: MIN_PASSWORD } });
  };

  const field = (
    name: ProfileField,
    label: string,
    options: { type?: string; autoComplete?: string; required?: boolean } = {},
  ) => (
    <FormTextField
      source={name}
      label={translate(label)}
      type={options.type ?? 'text'}
      autoComplete={options.autoComplete}
      required={options.required}
      disabled={isSubmitting}
      fullWidth
      size="small"
    />
  );

  return (
    <Card>
      <CardContent sx={{ p: 3 }}>
        <FormProvider {...form}>
          <Box
            component="form"
            noValidate
            onSubmit={form.handleSubmit(handleSubmit, notifyInvalid)}
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
              <Button type="button" onClick={() => form.reset()} disabled={isSubmitting}>
                {translate('app.profile.reset')}
              </Button>
              <Button
                type="submit"
                variant="contained"
                disabled={isSubmitting}
                startIcon={
                  isSubmitting ? <CircularProgress size={16} color="inherit" /> : <SaveIcon />
                }
              >
                {translate(isSubmitting ? 'app.profile.saving' : 'app.profile.save')}
              </Button>
            </Box>
          </Box>
        </FormProvider>
      </CardContent>
    </Card>
  );
}

function Section({ title, hint, children }: { title: string; hint: string; children: ReactNode }) {
  const id = useId();
  return (
    <ResponsiveGrid role="group" aria-labelledby={id} from="md" columns="220px minmax(0, 1fr)">
      <Box>
        <Typography variant="subtitle1" component="h3" id={id} sx={{ fontWeight: 650 }}>
          {title}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {hint}
        </Typography>
      </Box>
      <ResponsiveGrid from="sm" columns="repeat(2, minmax(0, 1fr))" sx={{ alignContent: 'start' }}>
        {children}
      </ResponsiveGrid>
    </ResponsiveGrid>
  );
}
