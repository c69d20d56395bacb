import { Create, useTranslate } from 'react-admin';
import { JobForm, JobFormHeader } from './JobForm';
import { useSaveOptions } from './jobSaving';

export function JobCreate() {
  const translate = useTranslate();
  return (
    <>
      <JobFormHeader title={translate('app.jobs.create_title')} />
      <Create title={false} component="div" mutationOptions={useSaveOptions('app.jobs.created')}>
        <JobForm />
      </Create>
    </>
  );
}

export default JobCreate;
