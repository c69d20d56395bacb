import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import { Box, Button, Card, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import {
  DeleteButton,
  RadioButtonGroupInput,
  SaveButton,
  SimpleForm,
  TextInput,
  Toolbar,
  maxLength,
  required,
  useResourceContext,
  useTranslate,
} from 'react-admin';
import { Link } from 'react-router-dom';
import { useCreateResourcePath } from '../../common/resourcePaths';
import { STATUS_CHOICES } from './jobChoices';
import { SkillsInput } from './SkillsInput';

/** The reference server's limits (server/src/modules/jobs/: schemas.ts, service.ts). */
const validateTitle = [required(), maxLength(200)];
const validateDepartment = [maxLength(200)];
const validateDescription = [maxLength(20_000)];

/** The fields of a job, shared by create and edit. */
export function JobForm({ deletable = false }: { deletable?: boolean }) {
  return (
    <Card sx={{ maxWidth: 820 }}>
      <SimpleForm
        toolbar={<JobFormToolbar deletable={deletable} />}
        defaultValues={{ status: 'open', required_skills: [] }}
      >
        <TextInput
          source="title"
          label="app.jobs.fields.title"
          validate={validateTitle}
          fullWidth
          autoFocus={!deletable}
        />
        <TextInput
          source="department"
          label="app.jobs.fields.department"
          validate={validateDepartment}
          fullWidth
        />
        <TextInput
          source="description"
          label="app.jobs.fields.description"
          validate={validateDescription}
          multiline
          minRows={4}
          fullWidth
        />
        <SkillsInput />
        <RadioButtonGroupInput
          source="status"
          label="app.jobs.fields.status"
          choices={STATUS_CHOICES}
          validate={required()}
          row
        />
      </SimpleForm>
    </Card>
  );
}

function useListPath(): string {
  const resource = useResourceContext();
  return useCreateResourcePath()({ resource, type: 'list' });
}

function JobFormToolbar({ deletable }: { deletable: boolean }) {
  const listPath = useListPath();
  return (
    <Toolbar sx={{ gap: 1 }}>
      <SaveButton label="app.jobs.save" />
      <Button component={Link} to={listPath}>
        {useTranslate()('ra.action.cancel')}
      </Button>
      {deletable && (
        <DeleteButton
          sx={{ ml: 'auto' }}
          mutationMode="pessimistic"
          redirect={() => listPath}
          confirmTitle="app.jobs.delete_title"
          confirmContent="app.jobs.delete_content"
          successMessage="app.jobs.deleted"
        />
      )}
    </Toolbar>
  );
}

/** Back link and heading above a job form. */
export function JobFormHeader({ title }: { title: ReactNode }) {
  const translate = useTranslate();
  const listPath = useListPath();
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, mb: 2 }}>
      <Button component={Link} to={listPath} startIcon={<ArrowBackIcon />} size="small">
        {translate('app.jobs.back')}
      </Button>
      <Typography variant="h6" component="h2" noWrap sx={{ minWidth: 0 }}>
        {title}
      </Typography>
    </Box>
  );
}
