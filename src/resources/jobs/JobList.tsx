import WorkIcon from '@mui/icons-material/WorkOutline';
import {
  Box,
  Button,
  Chip,
  Link as MuiLink,
  Stack,
  Typography,
  type SxProps,
  type Theme,
} from '@mui/material';
import {
  CreateButton,
  DataTable,
  List,
  SelectInput,
  TextInput,
  TopToolbar,
  useListContext,
  useResourceContext,
  useTranslate,
} from 'react-admin';
import type { MouseEvent } from 'react';
import { Link } from 'react-router-dom';
import { useCreateResourcePath } from '../../common/resourcePaths';
import { RowCheckboxLabels } from '../../common/RowCheckboxLabels';
import { formatDateTime } from '../../dates/dates';
import { STATUS_CHOICES, type Job } from './jobChoices';
import { JobStatusChip } from './JobStatusChip';

const MAX_SKILL_CHIPS = 3;

/** The jobs: search, status filter, and the columns title, department, skills, status, updated. */
export function JobList() {
  const resource = useResourceContext();
  const createPath = useCreateResourcePath();
  const filters = [
    <TextInput
      key="q"
      source="q"
      alwaysOn
      label="app.jobs.search"
      resettable
      size="small"
      sx={{ minWidth: 240 }}
    />,
    <SelectInput
      key="status"
      source="status"
      alwaysOn
      label="app.jobs.fields.status"
      choices={STATUS_CHOICES}
      emptyText="app.jobs.all_statuses"
      size="small"
      sx={{ minWidth: 160 }}
    />,
  ];
  return (
    <RowCheckboxLabels>
      <List
        title={false}
        filters={filters}
        actions={<JobListActions />}
        sort={{ field: 'updated_at', order: 'DESC' }}
        perPage={25}
        empty={<JobsEmpty />}
      >
        <DataTable<Job>
          rowClick={(id) => createPath({ resource, id, type: 'edit' })}
          empty={<NoResults />}
        >
          <DataTable.Col<Job>
            source="title"
            label="app.jobs.fields.title"
            render={(job) => (
              <MuiLink
                component={Link}
                to={createPath({ resource, id: job.id, type: 'edit' })}
                underline="hover"
                onClick={(event: MouseEvent) => event.stopPropagation()}
                sx={{ fontWeight: 600 }}
              >
                {job.title}
              </MuiLink>
            )}
          />
          <DataTable.Col<Job>
            source="department"
            label="app.jobs.fields.department"
            render={(job) => job.department || <Placeholder />}
          />
          <DataTable.Col<Job>
            source="required_skills"
            label="app.jobs.fields.required_skills"
            disableSort
            render={(job) => <SkillChips skills={job.required_skills} />}
          />
          <DataTable.Col<Job>
            source="status"
            label="app.jobs.fields.status"
            render={(job) => <JobStatusChip status={job.status} />}
          />
          <DataTable.Col<Job>
            source="updated_at"
            label="app.jobs.fields.updated_at"
            render={(job) => (
              <Box component="time" dateTime={job.updated_at} sx={{ whiteSpace: 'nowrap' }}>
                {formatDateTime(job.updated_at)}
              </Box>
            )}
          />
        </DataTable>
      </List>
    </RowCheckboxLabels>
  );
}

function NewJobButton(props: { sx?: SxProps<Theme> }) {
  const resource = useResourceContext();
  const to = useCreateResourcePath()({ resource, type: 'create' });
  return <CreateButton to={to} label="app.jobs.new" variant="contained" {...props} />;
}

function JobListActions() {
  return (
    <TopToolbar>
      <NewJobButton />
    </TopToolbar>
  );
}

function Placeholder() {
  return (
    <Typography component="span" variant="body2" color="text.secondary">
      –
    </Typography>
  );
}

function SkillChips({ skills }: { skills: string[] }) {
  const translate = useTranslate();
  if (!skills?.length) return <Placeholder />;
  const shown = skills.slice(0, MAX_SKILL_CHIPS);
  const more = skills.length - shown.length;
  return (
    <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 0.5 }}>
      {shown.map((skill) => (
        <Chip key={skill} label={skill} size="small" />
      ))}
      {more > 0 && (
        <Chip
          label={`+${more}`}
          size="small"
          variant="outlined"
          title={skills.slice(MAX_SKILL_CHIPS).join(', ')}
          aria-label={translate('app.jobs.more_skills', { count: more })}
        />
      )}
    </Stack>
  );
}

/** No job at all yet: invite to create the first one. */
function JobsEmpty() {
  const translate = useTranslate();
  return (
    <Box
      sx={{
        py: 8,
        display: 'flex',
        flexDirection: 'column',
        alignItems: 'center',
        gap: 1.5,
        textAlign: 'center',
        width: '100%',
      }}
    >
      <WorkIcon sx={{ fontSize: 56, color: 'primary.light' }} aria-hidden="true" />
      <Typography variant="h6" component="h2">
        {translate('app.jobs.empty')}
      </Typography>
      <Typography color="text.secondary" sx={{ maxWidth: 420 }}>
        {translate('app.jobs.empty_hint')}
      </Typography>
      <NewJobButton sx={{ mt: 1 }} />
    </Box>
  );
}

/** Jobs exist, but none matches the search and status. */
function NoResults() {
  const translate = useTranslate();
  const { setFilters } = useListContext();
  return (
    <Box sx={{ py: 6, display: 'flex', flexDirection: 'column', alignItems: 'center', gap: 1 }}>
      <Typography color="text.secondary">{translate('app.jobs.no_results')}</Typography>
      <Button onClick={() => setFilters({}, {})}>{translate('app.jobs.clear_filters')}</Button>
    </Box>
  );
}

export default JobList;
