import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import { Box, Button, Card, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import {
  DeleteButton,
  RadioButtonGroupInput,
  SaveButton,
  SimpleForm,
  TextInput,
  type TextInputProps,
  Toolbar,
  maxLength,
  required,
  useResourceContext,
  useTranslate,
} from 'react-admin';
import { useWatch } from 'react-hook-form';
import { Link } from 'react-router-dom';
import { LIMITS } from '../../common/limits';
import { useCreateResourcePath } from '../../common/resourcePaths';
import { useLimitHelper } from '../../common/useLimitHelper';
import { STATUS_CHOICES } from './jobChoices';
import { SkillsInput } from './SkillsInput';

/** The reference server's limits (src/common/limits.ts): refused before sending, counted near them. */
const validateTitle = [required(), maxLength(LIMITS.jobTitle)];
const validateDepartment = [maxLength(LIMITS.jobDepartment)];
const validateDescription = [maxLength(LIMITS.jobDescription)];

const KEEP_TYPED = { keepDirtyValues: true };

/** The fields of a job, shared by create and edit. */
export function JobForm({ deletable = false }: { deletable?: boolean }) {
  return (
    <Card sx={{ maxWidth: 820 }}>
      <SimpleForm
        toolbar={<JobFormToolbar deletable={deletable} />}
        defaultValues={{ status: 'open', required_skills: [] }}
        // the record may arrive again while one types (the list's cached copy, then the server's):
        // what was typed stays, the fields not touched follow the newer record
        resetOptions={KEEP_TYPED}
      >
        <JobTextFields autoFocus={!deletable} />
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

/** Title, department and description, each with a counter once it nears the server's limit. */
function JobTextFields({ autoFocus }: { autoFocus: boolean }) {
  return (
    <>
      <LimitedTextInput
        source="title"
        label="app.jobs.fields.title"
        validate={validateTitle}
        max={LIMITS.jobTitle}
        autoFocus={autoFocus}
      />
      <LimitedTextInput
        source="department"
        label="app.jobs.fields.department"
        validate={validateDepartment}
        max={LIMITS.jobDepartment}
      />
      <LimitedTextInput
        source="description"
        label="app.jobs.fields.description"
        validate={validateDescription}
        max={LIMITS.jobDescription}
        multiline
        minRows={4}
      />
    </>
  );
}

/** A text input typed up to `max` characters, its counter near it (watching its own value only). */
function LimitedTextInput({ max, ...props }: TextInputProps & { source: string; max: number }) {
  const limitHelper = useLimitHelper();
  const value: unknown = useWatch({ name: props.source });
  return (
    <TextInput
      {...props}
      helperText={limitHelper(value, max)}
      slotProps={{ htmlInput: { maxLength: max } }}
      fullWidth
    />
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
