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
  },
};
