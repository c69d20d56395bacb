// Pure data (no react-admin import): the light sign-in page imports these strings without
// ra-language-english. The specification pins the wording of the `app.*` strings: change them
// only with the spec.

/** The trash (deleted candidates). */
export const trashMessages = {
  trash: {
    col_actions: 'Actions',
    search: 'Search deleted candidates',
    restore: 'Restore',
    restore_label: 'Restore %{name}',
    restored: '%{name} restored',
    delete_forever: 'Delete forever',
    delete_label: 'Delete forever: %{name}',
    delete_title: 'Delete forever?',
    delete_body: 'Delete %{name} forever? This cannot be undone.',
    deleted: '%{name} deleted forever',
    empty_title: 'Trash is empty',
    empty_body: 'Candidates you delete appear here. You can restore them or delete them forever.',
    no_match: 'No deleted candidate matches your search.',
    load_failed: 'The deleted candidates could not be loaded.',
    bulk_restored: '%{smart_count} candidate restored. |||| %{smart_count} candidates restored.',
    bulk_deleted:
      '%{smart_count} candidate deleted forever. |||| %{smart_count} candidates deleted forever.',
    bulk_failed:
      '%{smart_count} could not be: %{reason} |||| %{smart_count} could not be. The first: %{reason}',
    bulk_delete_title:
      'Delete %{smart_count} candidate forever? |||| Delete %{smart_count} candidates forever?',
    bulk_delete_body: 'Their interviews and resumes go too. This cannot be undone.',
    // the retention of the reference server (docs/retention.md)
    retention_rule:
      'Candidates in the trash are deleted for good %{smart_count} day after they were moved here. |||| Candidates in the trash are deleted for good %{smart_count} days after they were moved here.',
    retention_kept: 'Candidates in the trash stay here until you delete them forever.',
    col_purge: 'Deleted for good',
    purge_today: 'today',
    purge_tomorrow: 'tomorrow',
    purge_in_days: 'in %{smart_count} day |||| in %{smart_count} days',
  },
};
