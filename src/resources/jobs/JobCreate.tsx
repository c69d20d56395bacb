import { Create, useNotify, useRedirect, useTranslate } from 'react-admin';
import { JobForm, JobFormHeader } from './JobForm';
import { useJobsPath } from './useJobsPath';

export function JobCreate() {
  const translate = useTranslate();
  const notify = useNotify();
  const redirect = useRedirect();
  const base = useJobsPath();
  return (
    <>
      <JobFormHeader title={translate('app.jobs.create_title')} />
      <Create
        resource="jobs"
        title={false}
        component="div"
        mutationOptions={{
          onSuccess: () => {
            notify('app.jobs.created', { type: 'success' });
            redirect(() => base);
          },
        }}
      >
        <JobForm />
      </Create>
    </>
  );
}

export default JobCreate;
