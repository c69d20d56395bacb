import { Create, useNotify, useRedirect, useResourceContext, useTranslate } from 'react-admin';
import { useCreateResourcePath } from '../../common/resourcePaths';
import { JobForm, JobFormHeader } from './JobForm';

export function JobCreate() {
  const translate = useTranslate();
  const notify = useNotify();
  const redirect = useRedirect();
  const resource = useResourceContext();
  const listPath = useCreateResourcePath()({ resource, type: 'list' });
  return (
    <>
      <JobFormHeader title={translate('app.jobs.create_title')} />
      <Create
        title={false}
        component="div"
        mutationOptions={{
          onSuccess: () => {
            notify('app.jobs.created', { type: 'success' });
            redirect(() => listPath);
          },
        }}
      >
        <JobForm />
      </Create>
    </>
  );
}

export default JobCreate;
