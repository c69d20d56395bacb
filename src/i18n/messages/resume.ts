// Pure data (no react-admin import): the light sign-in page imports these strings without
// ra-language-english. The specification pins the wording of the `app.*` strings: change them
// only with the spec.

/** The resume viewer. */
export const resumeMessages = {
  // console wording beyond the spec
  resume: {
    list_label: 'Candidates with resumes',
    search: 'Search name, email, phone or ID',
    page_only: 'this server cannot search: names on this page only',
    count: '%{smart_count} candidate |||| %{smart_count} candidates',
    no_match: 'No candidate matches "%{q}"',
    select_title: 'Select a candidate',
    select_body: 'Pick a candidate to preview their resume here.',
    open_new_tab: 'Open in new tab',
    back_to_list: 'Back to the list',
    preview_title: 'Resume of %{name}',
    no_resume_body: '%{name} has no resume on file.',
    registered: 'Registered %{date}',
    previous_page: 'Previous page',
    next_page: 'Next page',
    page_of: 'Page %{page} of %{pages}',
    load_failed: 'The candidates could not be loaded.',
  },
};
