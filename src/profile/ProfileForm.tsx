import SaveIcon from '@mui/icons-material/SaveOutlined';
import { Box, Button, Card, CardContent, Divider, Typography } from '@mui/material';
import { useId, type ReactNode } from 'react';
import { useTranslate } from 'react-admin';
import { FormProvider, useWatch } from 'react-hook-form';
import { BusyIcon } from '../common/BusyIcon';
import { FormTextField } from '../common/FormTextField';
import { LIMITS } from '../common/limits';
import { ResponsiveGrid } from '../common/ResponsiveGrid';
import { useLimitHelper } from '../common/useLimitHelper';
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
  const limitHelper = useLimitHelper();
  const { form, onSubmit, isSubmitting } = useProfileForm(profile, onSave);
  const typed = useWatch({ control: form.control, name: ['name', 'email', 'phone'] });

  const field = (
    name: ProfileField,
    label: string,
    options: {
      type?: string;
      autoComplete?: string;
      required?: boolean;
      maxLength?: number;
      helperText?: ReactNode;
    } = {},
  ) => (
    <FormTextField
      source={name}
      label={translate(label)}
      type={options.type ?? 'text'}
      autoComplete={options.autoComplete}
      required={options.required}
      helperText={options.helperText}
      disabled={isSubmitting}
      fullWidth
      size="small"
      slotProps={options.maxLength ? { htmlInput: { maxLength: options.maxLength } } : undefined}
    />
  );
  // the server's limits: a counter near them, and the username's rule
  const limited = (index: 0 | 1 | 2, max: number) => ({
    maxLength: max,
    helperText: limitHelper(typed[index], max),
  });

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
              {field('name', 'app.profile.fields.name', {
                autoComplete: 'name',
                ...limited(0, LIMITS.adminName),
              })}
              {field('username', 'app.profile.fields.username', {
                autoComplete: 'username',
                required: true,
                maxLength: LIMITS.usernameMax,
                helperText: translate('app.limits.username_rule', {
                  min: LIMITS.usernameMin,
                  max: LIMITS.usernameMax,
                }),
              })}
              {field('email', 'app.profile.fields.email', {
                type: 'email',
                autoComplete: 'email',
                ...limited(1, LIMITS.adminEmail),
              })}
              {field('phone', 'app.profile.fields.phone', {
                type: 'tel',
                autoComplete: 'tel',
                ...limited(2, LIMITS.adminPhone),
              })}
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
                startIcon={isSubmitting ? <BusyIcon /> : <SaveIcon />}
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
