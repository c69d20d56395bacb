// Pure data (no react-admin import): the light sign-in page imports these strings without
// ra-language-english. The specification pins the wording of the `app.*` strings: change them
// only with the spec.

/** The training question bank. */
export const trainingMessages = {
  training: {
    add_button: 'Add Training Data',
    add_title: 'Add New Data',
    edit_title: 'Edit Data',
    domain_placeholder: 'Enter domain (e.g., backend)',
    add_question: 'Add a question',
    submit: 'Submit',
    update: 'Update',
    fill_all: 'Please fill all the details',
    added: 'User added successfully!',
    updated: 'User updated successfully!',
    // console wording beyond the spec
    domains: 'Training domains',
    domain_label: 'Domain',
    question_heading: 'Question %{number}',
    question_label: 'Question',
    difficulty_label: 'Difficulty',
    difficulty_placeholder: 'Select a difficulty',
    difficulty: { easy: 'Easy', medium: 'Medium', hard: 'Hard' },
    tags_label: 'Tags',
    tags_placeholder: 'Type a tag and press Enter or comma',
    tags_of: 'Tags of question %{number}',
    remove_tag: 'Remove tag %{tag}',
    // expected points (reference server, docs/interview-api.md): the limits in the server's words
    points_label: 'Expected points',
    points_placeholder: 'A point a good answer mentions, then Enter',
    points_hint: 'Optional, for scoring answers: up to %{max} points of up to %{chars} characters.',
    points_max: 'Each question can have at most %{max} expected points',
    point_too_long: 'An expected point must be at most %{max} characters',
    points_of: 'Expected points of question %{number}',
    remove_point: 'Remove expected point %{point}',
    points_count: '%{smart_count} expected point |||| %{smart_count} expected points',
    remove_question: 'Remove question %{number}',
    last_question: 'A training set needs at least one question',
    last_updated: 'Last updated %{date}',
    question_count: '%{smart_count} question |||| %{smart_count} questions',
    no_questions: 'This set has no questions yet.',
    edit: 'Edit %{domain} training data',
    delete: 'Delete %{domain} training data',
    delete_title: 'Delete the %{domain} training data?',
    delete_content:
      'Its %{smart_count} question will be deleted for good. |||| Its %{smart_count} questions will be deleted for good.',
    deleted: 'Training data deleted',
    empty_title: 'No training data yet',
    empty_body: 'Add a domain and its questions: interviews draw their questions from them.',
    load_error: 'The training data could not be loaded.',
    retry: 'Try again',
    discard_title: 'Discard your changes?',
    discard_content: 'What you typed in this form will be lost.',
    discard: 'Discard',
    keep_editing: 'Keep editing',
    // questions the scoring figures flag (reference server, docs/scoring.md)
    flags: {
      label: 'Scoring problems of this question',
      gap: 'Scores disagree with reviewers',
      gap_hint:
        'The AI’s scores for this question are far from the scores your reviewers gave the same answers. Its expected points may need rewording.',
      gap_numbers:
        'Mean gap %{gap} points over %{smart_count} reviewed answer |||| Mean gap %{gap} points over %{smart_count} reviewed answers',
      same: 'Always scored the same',
      same_hint:
        'The AI gives every answer to this question the same score, so it cannot tell strong answers from weak ones. Its expected points may need to be more specific.',
      same_numbers:
        'The one answer scored %{score} |||| All %{smart_count} answers scored %{score}',
      see_agreement: 'See agreement',
    },
  },
};
