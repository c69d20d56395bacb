import { Edit, useNotify, useRecordContext, useRedirect, useTranslate } from 'react-admin';
import type { Job } from './jobChoices';
import { JobForm, JobFormHeader } from './JobForm';
import { useJobsPath } from './useJobsPath';

export function JobEdit() {
  const notify = useNotify();
  const redirect = useRedirect();
  const base = useJobsPath();
  return (
    <Edit
      resource="jobs"
      title={false}
      actions={false}
      // pessimistic: a failed save leaves the form open with what was typed
      mutationMode="pessimistic"
      queryOptions={{
        // an unknown or deleted job: back to the list of this mount, not react-admin's /jobs
        onError: () => {
          notify('ra.notification.item_doesnt_exist', { type: 'error' });
          redirect(() => base);
        },
      }}
      mutationOptions={{
        onSuccess: () => {
          notify('app.jobs.updated', { type: 'success' });
          redirect(() => base);
        },
      }}
      component="div"
    >
      <EditHeader />
      <JobForm deletable />
    </Edit>
  );
}

function EditHeader() {
  const translate = useTranslate();
  const job = useRecordContext<Job>();
  return <JobFormHeader title={translate('app.jobs.edit_title', { title: job?.title ?? '' })} />;
}

export default JobEdit;
