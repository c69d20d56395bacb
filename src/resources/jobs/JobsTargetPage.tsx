// /jobs-target ('Jobs Target'): the jobs resource's screens, mounted at the spec's route.
import { ResourceContextProvider } from 'react-admin';
import { Route, Routes } from 'react-router-dom';
import { JobCreate } from './JobCreate';
import { JobEdit } from './JobEdit';
import { JobList } from './JobList';

export function JobsTargetPage() {
  return (
    <ResourceContextProvider value="jobs">
      <Routes>
        <Route index element={<JobList />} />
        <Route path="create" element={<JobCreate />} />
        <Route path=":id" element={<JobEdit />} />
      </Routes>
    </ResourceContextProvider>
  );
}

export default JobsTargetPage;
