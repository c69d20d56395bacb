// Pure data (no react-admin import): the light sign-in page imports these strings without
// ra-language-english. The specification pins the wording of the `app.*` strings: change them
// only with the spec.

/** The job targets. */
export const jobsMessages = {
  jobs: {
    fields: {
      title: 'Title',
      department: 'Department',
      description: 'Description',
      required_skills: 'Required skills',
      status: 'Status',
      updated_at: 'Updated',
    },
    status: { open: 'Open', closed: 'Closed' },
    search: 'Search jobs',
    all_statuses: 'All',
    new: 'New job',
    create_title: 'New job',
    edit_title: 'Edit job: %{title}',
    back: 'Jobs',
    save: 'Save job',
    skills_hint: 'Pick from your skills, or type a new one and add it.',
    add_skill: 'Add skill “%{item}”',
    more_skills: '%{count} more skills',
    empty: 'No job targets yet',
    no_results: 'No job matches these filters',
    clear_filters: 'Clear the filters',
    empty_hint:
      'Jobs describe the roles you interview for: a title, a department and the skills they need.',
    created: 'Job created',
    updated: 'Job updated',
    deleted: 'Job deleted',
    delete_title: 'Delete the job “%{recordRepresentation}”?',
    delete_content: 'The job is removed for good. This cannot be undone.',
  },
};
