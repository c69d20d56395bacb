import { useState } from 'react';
import { Edit, useRecordContext, useTranslate } from 'react-admin';
import type { Job } from './jobChoices';
import { JobForm, JobFormHeader } from './JobForm';
import { useBackToList, useSaveOptions } from './jobSaving';

export function JobEdit() {
  const backToList = useBackToList();
  // Reload after a refused save: the form starts again from the job as it is now
  const [formKey, setFormKey] = useState(0);
  const saveOptions = useSaveOptions('app.jobs.updated', () => setFormKey((key) => key + 1));
  return (
    <Edit
      title={false}
      actions={false}
      // pessimistic: a failed save leaves the form open with what was typed
      mutationMode="pessimistic"
      queryOptions={{
        // an unknown or deleted job: back to the list
        onError: () => backToList('ra.notification.item_doesnt_exist', 'error'),
      }}
      mutationOptions={saveOptions}
      component="div"
    >
      <EditHeader />
      <JobForm key={formKey} deletable />
    </Edit>
  );
}

function EditHeader() {
  const translate = useTranslate();
  const job = useRecordContext<Job>();
  return <JobFormHeader title={translate('app.jobs.edit_title', { title: job?.title ?? '' })} />;
}

export default JobEdit;
