import {
  Edit,
  useNotify,
  useRecordContext,
  useRedirect,
  useResourceContext,
  useTranslate,
} from 'react-admin';
import { useCreateResourcePath } from '../../common/resourcePaths';
import type { Job } from './jobChoices';
import { JobForm, JobFormHeader } from './JobForm';

export function JobEdit() {
  const notify = useNotify();
  const redirect = useRedirect();
  const resource = useResourceContext();
  const listPath = useCreateResourcePath()({ resource, type: 'list' });
  return (
    <Edit
      title={false}
      actions={false}
      // pessimistic: a failed save leaves the form open with what was typed
      mutationMode="pessimistic"
      queryOptions={{
        // an unknown or deleted job: back to the list, on the route the resource is mounted at
        onError: () => {
          notify('ra.notification.item_doesnt_exist', { type: 'error' });
          redirect(() => listPath);
        },
      }}
      mutationOptions={{
        onSuccess: () => {
          notify('app.jobs.updated', { type: 'success' });
          redirect(() => listPath);
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
