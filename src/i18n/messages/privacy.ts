// Pure data (no react-admin import): the light sign-in page imports these strings without
// ra-language-english.

/** A candidate's rights (docs/privacy.md): their data downloaded, their erasure. */
export const privacyMessages = {
  privacy: {
    download: 'Download their data',
    download_label: 'Download the data of %{name}',
    download_json: 'JSON (resume inside)',
    download_zip: 'ZIP (JSON and resume PDF)',
    downloaded: 'The data of %{name} is downloading.',
    erase: 'Erase this candidate',
    erase_label: 'Erase %{name}',
    erase_title: 'Erase %{name}?',
    erase_intro:
      'Erasing removes this person’s personal data for good, as the right to erasure asks. It cannot be undone.',
    erase_removes:
      'Their resume, name, email, phone, summary and skills; their answers, the feedback and the reviewers’ notes on them; the text of the messages sent to them; their name in the audit log.',
    erase_keeps:
      'What the figures need: the dates, scores and statuses of their interviews. Scheduled interviews are cancelled. The audit log records who erased them and when.',
    erase_after:
      'They will no longer be found in the list, the trash, a search or a download. Download their data first if they asked for it.',
    confirm_label: 'Type their name to confirm',
    confirm_label_id: 'Type their candidate ID to confirm',
    confirm_helper: 'Type exactly: %{text}',
    confirm: 'Erase for good',
    cancel: 'Cancel',
    erasing: 'Erasing…',
    erased: 'Candidate erased',
  },
};
