// Pure data (no react-admin import): the light sign-in page imports these strings without
// ra-language-english.

/** The Messages section of Settings: reminders, mail, the emails' templates (docs/messages.md). */
export const messageSettingsMessages = {
  message_settings: {
    load_failed: 'The message settings could not be loaded.',
    unavailable: 'This server sends no messages: there are no reminders or templates to set.',
    retry: 'Try again',
    reminders_title: 'Reminders and mail',
    reminders_subtitle: 'Emails that remind candidates of their interview, and how mail is sent.',
    first: 'First reminder',
    second: 'Second reminder',
    hours_before: '%{smart_count} hour before |||| %{smart_count} hours before',
    off: 'Off',
    save_reminders: 'Save reminders',
    reminders_saved: 'Reminders saved',
    mail_configured: 'Mail is sent from %{from}.',
    mail_not_configured:
      'Mail is not sent: no mail server configured (SMTP_URL). Messages are kept in the outbox with their links.',
    templates_title: 'Message templates',
    templates_subtitle:
      'The text of each email. The placeholders in braces are filled in when it is sent.',
    template: 'Template',
    customised: 'Customised',
    default: 'Default text',
    unsaved: 'Unsaved changes',
    subject: 'Subject',
    body: 'Body',
    subject_required: 'Enter a subject',
    body_required: 'Enter a body',
    placeholders: 'Placeholders: click one to insert it where the cursor is',
    insert: 'Insert %{placeholder}',
    unknown:
      'This template does not know %{names}. Use only the placeholders listed above. |||| This template does not know %{names}. Use only the placeholders listed above.',
    preview: 'Preview',
    preview_hint: 'With sample values, as the email is sent',
    preview_subject: 'Subject: %{subject}',
    preview_frame: 'Preview of the email',
    save: 'Save template',
    saved: 'Template saved',
    test_sent: 'Test message queued',
    reset_done: 'Template reset to the default',
    send_test: 'Send test',
    send_test_hint: 'Sends what the editor holds, saved or not, to your own email address.',
    reset: 'Reset to default',
    reset_title: 'Reset template?',
    reset_body: 'Reset “%{label}” to its default text? The text it has now is lost.',
  },
};
