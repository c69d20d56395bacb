import { useQueryClient } from '@tanstack/react-query';
import {
  Edit,
  useNotify,
  useRecordContext,
  useRedirect,
  useResourceContext,
  useTranslate,
} from 'react-admin';
import { useNotifyError } from '../../common/useNotifyError';
import { useCreateResourcePath } from '../../common/resourcePaths';
import type { Job } from './jobChoices';
import { JobForm, JobFormHeader } from './JobForm';

export function JobEdit() {
  const notify = useNotify();
  const notifyError = useNotifyError();
  const queryClient = useQueryClient();
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
        // the form keeps what was typed; Reload shows the job as it is now (a new version)
        onError: (error) =>
          notifyError(error, {
            onReload: () => void queryClient.invalidateQueries({ queryKey: [resource, 'getOne'] }),
          }),
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
