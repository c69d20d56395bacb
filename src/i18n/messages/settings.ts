// Pure data (no react-admin import): the light sign-in page imports these strings without
// ra-language-english. The specification pins the wording of the `app.*` strings: change them
// only with the spec.

/** The settings page: skills and question counts, the interviewer's voices. */
export const settingsMessages = {
  settings: {
    save: 'Save',
    add: 'Add',
    audio_fallback: 'Your browser does not support the audio element.',
    // console wording beyond the spec
    skills_title: 'Skills',
    skills_subtitle: 'How many questions the interviewer asks for each skill.',
    new_skill: 'New skill',
    new_skill_placeholder: 'e.g. Python',
    new_count: 'Questions',
    skill_required: 'Enter a skill name',
    skill_duplicate: '%{skill} is already in the list',
    skill_duplicate_case:
      '%{existing} is already in the list: skill names ignore case, so %{skill} was not added',
    col_skill: 'Skill',
    col_questions: 'Questions',
    col_actions: 'Actions',
    count_label: 'Questions for %{skill}',
    delete_skill: 'Delete skill %{skill}',
    no_skills: 'No skills yet: add one above.',
    unsaved: 'Unsaved changes',
    saved: 'Settings saved',
    deleted: 'Skill deleted',
    load_error: 'The settings could not be loaded.',
    retry: 'Try again',
    voices_title: 'Agent Voices',
    voices_subtitle: 'Preview the voices the AI interviewer speaks with.',
    voice_sample: '%{name} voice sample',
    // interview settings (reference server, docs/scoring.md)
    interview_title: 'Interview settings',
    interview_subtitle:
      'How the AI interviewer follows up on answers, and how answers are reviewed.',
    interview_load_error: 'The interview settings could not be loaded.',
    follow_ups: 'Follow-up questions per answer',
    follow_ups_help:
      'When an answer misses points the question expects, the interviewer asks up to this many follow-up questions about them. 0 asks none, as before.',
    blind_review: 'Blind review',
    blind_review_help:
      "Reviewers see neither the AI's score nor other reviews of an interview until they have submitted their own.",
    interview_save: 'Save interview settings',
    interview_saved: 'Interview settings saved',
    interview_read_only: 'Only owners and admins can change these settings.',
    // scheduled backups (reference server, docs/backup.md)
    backups_title: 'Backups',
    backups_subtitle: 'Copies of all data, written by the server on a schedule.',
    backups_load_error: 'The state of the backups could not be loaded.',
    backups_schedule:
      'A backup is written every hour; the newest %{keep} are kept. |||| A backup is written every %{smart_count} hours; the newest %{keep} are kept.',
    backups_off:
      'Scheduled backups are off. To turn them on, set BACKUP_DIR and BACKUP_EVERY_HOURS on the server and restart it. A backup can also be made at any time with npm run backup -- FILE.',
    backups_none: 'No backup yet: the first is written shortly after the server starts.',
    backups_last: 'Last backup: %{at}, %{size} (%{file}).',
    backups_failed: 'The last backup failed (%{at}): %{error}',
  },
};
