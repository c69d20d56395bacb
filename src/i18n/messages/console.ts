// Pure data (no react-admin import): the light sign-in page imports these strings without
// ra-language-english. The specification pins the wording of the `app.*` strings: change them
// only with the spec.

/** The frame: the app's name, generic errors, the sidebar, the top bar titles, layout pages. */
export const consoleMessages = {
  name: 'Interview AI Admin',
  welcome: 'Welcome to Interview AI Admin',
  loading: 'Loading',
  errors: {
    generic: 'Something went wrong',
    fetch_skills: 'Failed to fetch listed skills',
    // the action offered with a "changed by someone else" refusal
    reload: 'Reload',
    // a call the server answered 503 with Retry-After, waiting to be sent again (busyRetry.ts)
    server_busy: 'The server is busy. Trying again in %{seconds} s…',
  },
  menu: {
    dashboard: 'Dashboard',
    candidates: 'Candidates',
    interviews_history: 'Interviews History',
    all_interviews: 'All Interviews',
    resume: 'Resume',
    training: 'Training',
    scoring: 'Scoring',
    profile: 'Profile',
    trash: 'Trash',
    setting: 'Setting',
    members: 'Members',
    audit: 'Audit log',
    outbox: 'Messages',
    webhooks: 'Webhooks',
    log_out: 'Log out',
  },
  titles: {
    dashboard: 'Dashboard',
    manage_candidates: 'Manage Candidates',
    assigned_jobs: 'Assigned Jobs',
    interviews: 'Interviews',
    interviews_history: 'Interviews History',
    scheduled_interviews: 'Scheduled interviews',
    jobs_target: 'Jobs Target',
    training: 'AI Training',
    scoring: 'Scoring',
    resume: 'Resume',
    profile: 'Admin Details',
    skills: 'Skills',
    trash: 'Deleted Candidates',
    settings: 'Settings',
    members: 'Members',
    audit: 'Audit log',
    outbox: 'Messages',
    webhooks: 'Webhooks',
  },
  common: {
    back: 'Back',
    hello: 'hello',
  },
  // console wording beyond the spec
  layout: {
    navigation: 'Main navigation',
    open_profile: 'Open profile of %{name}',
    not_visited_hint: 'Not visited yet',
  },
  // under a list the server pages
  pager: {
    page_of: 'Page %{page} of %{pages}',
    previous: 'Previous',
    next: 'Next',
  },
  not_found: {
    title: 'Page not found',
    body: 'The page you are looking for does not exist or has moved.',
    back: 'Go to the dashboard',
  },
  placeholder: {
    body: 'This screen is on its way.',
  },
  // a screen, the console or a popup whose code could not be downloaded (after retries)
  load_error: {
    screen: 'This screen could not be loaded',
    console: 'The console could not be loaded',
    page: 'This page could not be loaded',
    popup: 'This window could not be opened',
    part: 'This part of the page could not be loaded.',
    unreachable: 'The server could not be reached. Check your connection, then retry.',
    reload: 'Part of its code did not arrive. Retry reloads the page to fetch it again.',
    retry: 'Retry',
    close: 'Close',
  },
};
