// Pure data (no react-admin import): the light sign-in page imports these strings without
// ra-language-english. The specification pins the wording of the `app.*` strings: change them
// only with the spec.

/** The admin's profile. */
export const profileMessages = {
  profile: {
    fields: {
      username: 'Username',
      name: 'Name',
      email: 'Email',
      phone: 'Phone',
      role: 'Role',
      password: 'New password',
      confirm: 'Confirm new password',
      old_password: 'Old password',
    },
    member_since: 'Member since',
    not_set: 'Not set',
    form_label: 'Edit account details',
    section_details: 'Account details',
    section_details_hint: 'How you sign in and how the team reaches you.',
    section_password: 'Change password',
    section_password_hint: 'Leave empty to keep your password. At least %{min} characters.',
    section_confirm: 'Confirm it is you',
    section_confirm_hint: 'Your current password is needed for every change.',
    save: 'Save changes',
    saving: 'Saving…',
    reset: 'Reset',
    updated: 'Admin account updated successfully',
    load_error: 'Could not load your account details.',
    sessions_title: 'Sessions',
    sessions_hint: 'Signed in on a device you no longer use? End every session at once.',
    sign_out_everywhere: 'Sign out everywhere',
    sign_out_everywhere_confirm_title: 'Sign out everywhere?',
    sign_out_everywhere_confirm:
      'Every device signed in to this account, this one included, will be signed out.',
    sign_out_everywhere_error: 'Could not sign out everywhere. Try again.',
    old_password_required: 'Old password is required to update account details',
    errors: {
      username:
        'Username must be %{username_min} to %{username_max} letters, digits, dots, dashes or underscores',
      email: 'Email address is not valid',
      name_long: 'Name must be at most %{max_name} characters',
      phone_long: 'Phone must be at most %{max_phone} characters',
      password_short: 'Password must be at least %{min} characters long',
      confirm: 'The two new passwords do not match',
    },
  },
};
