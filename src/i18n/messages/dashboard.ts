// Pure data (no react-admin import): the light sign-in page imports these strings without
// ra-language-english. The specification pins the wording of the `app.*` strings: change them
// only with the spec.

/** The dashboard. */
export const dashboardMessages = {
  dashboard: {
    stats_label: 'Key figures',
    stats: {
      candidates: 'Candidates',
      interviews: 'Interviews',
      scheduled: 'Scheduled',
      completed: 'Completed',
      cancelled: 'Cancelled',
      hired: 'Hired',
    },
    stats_hint: {
      candidates: 'Not deleted',
      interviews: 'In every state',
      scheduled: 'Upcoming or in progress',
      completed: 'With a score',
      cancelled: 'Called off',
      hired: 'Selected after an interview',
    },
    in_progress_hint: 'Including %{count} in progress',
    charts: {
      by_state: 'Interviews by state',
      by_state_hint: '%{count} interviews',
      per_week: 'Interviews per week',
      per_week_hint: 'Last 8 ISO weeks, by scheduled date: %{count} interviews',
      week_of: 'Week %{week}, from %{date}',
      by_difficulty: 'Questions by difficulty',
      by_difficulty_hint: '%{count} questions in %{domains} training domains',
      show_table: 'Show as a table',
      show_chart: 'Show as a chart',
      no_interviews: 'No interviews yet',
      no_training: 'No training data yet',
      col_state: 'State',
      col_count: 'Interviews',
      col_week: 'Week',
      col_total: 'Total',
      col_domain: 'Domain',
    },
    states: {
      scheduled: 'Scheduled',
      in_progress: 'In progress',
      completed: 'Completed',
      cancelled: 'Cancelled',
    },
    difficulty: { easy: 'Easy', medium: 'Medium', hard: 'Hard' },
    upcoming: 'Next scheduled interviews',
    upcoming_empty: 'No interview is scheduled.',
    latest: 'Latest completed interviews',
    latest_empty: 'No interview has been completed yet.',
    view_all: 'View all',
    voice: 'Voice: %{voice}',
    score: '%{score} / 5',
    no_score: 'No score',
    hired: 'Hired',
    load_error: 'Could not load the dashboard figures.',
    retry: 'Retry',
    truncated: 'The charts cover the latest %{count} interviews only.',
  },
};
