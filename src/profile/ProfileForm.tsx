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
import { useId, type ReactNode } from 'react';
import { useTranslate } from 'react-admin';
import { FormProvider } from 'react-hook-form';
import { FormTextField } from '../common/FormTextField';
import { ResponsiveGrid } from '../common/ResponsiveGrid';
import type { AdminProfile } from '../dataProvider/types';
import { MIN_PASSWORD, type ProfileField } from './profileForm';
import { useProfileForm, type SaveProfile } from './useProfileForm';

interface ProfileFormProps {
  profile: AdminProfile;
  onSave: SaveProfile;
}

/** Edits name, username, email, phone and password; the old password confirms every change. */
export function ProfileForm({ profile, onSave }: ProfileFormProps) {
  const translate = useTranslate();
  const { form, onSubmit, isSubmitting } = useProfileForm(profile, onSave);

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
            onSubmit={onSubmit}
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
