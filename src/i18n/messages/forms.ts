// Pure data (no react-admin import): the light sign-in page imports these strings without
// ra-language-english. The specification pins the wording of the `app.*` strings: change them
// only with the spec.

/** Console wording for forms beyond the spec: the lists' 'Go to page' field, the server's limits told before a form is sent (numbers from src/common/limits.ts), the profile summary editor's link. */
export const formsMessages = {
  // the lists' 'Go to page' field (common/PageJump.tsx)
  pagination: {
    go_to_page: 'Go to page',
    go: 'Go',
    page_out_of_range: 'Enter a page from 1 to %{pages}.',
  },
  limits: {
    counter: '%{count}/%{max}',
    counter_full: 'At most %{max} characters: %{count}/%{max}',
    phone_rule: '%{min} to %{max} characters: digits, spaces, +, - and parentheses',
    tags_max: 'At most %{max} tags for a question',
    questions_max: 'At most %{max} questions in a set',
    username_rule: '%{min} to %{max} letters, digits, dots, dashes or underscores',
    // the server's own messages, said before the form is sent
    candidate_phone:
      'Phone must be %{min} to %{max} characters: digits, spaces, +, - and parentheses',
    candidate_email: 'Email is not a valid email address',
    candidate_skills: 'At most %{max} skills are allowed',
    candidate_summary: 'Profile summary must be at most %{max} characters',
    job_skills: 'At most %{max} required skills',
    skill_name: 'A skill name must be at most %{max} characters',
  },
  summary_link: {
    address: 'Link address',
    placeholder: 'https://example.com',
    hint: 'A web address, an email address or a phone number.',
    invalid: 'Enter a web address (https://…), an email address or a phone number.',
    apply: 'Apply',
    remove: 'Remove link',
    cancel: 'Cancel',
  },
};
