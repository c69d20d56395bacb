// Pure data (no react-admin import): the light sign-in page imports these strings without
// ra-language-english. The specification pins the wording of the `app.*` strings: change them
// only with the spec.

/** Signing in and out. */
export const authMessages = {
  auth: {
    username: 'Username',
    password: 'Password',
    sign_in: 'Sign In',
    fill_all: 'Please Fill all !',
    session_expired: 'Session expired. Please log in again.',
    server_unreachable: 'Cannot reach the server. Check your connection and try again.',
    log_out: 'Log out',
    // console wording beyond the spec
    heading: 'Sign in to your account',
    tagline: 'Schedule AI interviews, manage candidates and tune your interviewer.',
    signing_in: 'Signing in…',
    show_password: 'Show password',
    hide_password: 'Hide password',
  },
};
