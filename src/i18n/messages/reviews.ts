// Pure data (no react-admin import): the light sign-in page imports these strings without
// ra-language-english.

/** People's reviews of an interview's answers, and its final score (docs/scoring.md). */
export const reviewsMessages = {
  reviews: {
    heading: 'Reviews',
    not_yet: 'You have not reviewed this interview yet.',
    submitted: 'You reviewed this interview on %{when}.',
    start: 'Review answers',
    edit: 'Edit your review',
    hidden_until:
      'Scores are hidden from you until you submit your own review, so that it is your own judgement.',
    others_hidden: 'Other reviews stay hidden from you until you submit your own.',
    title: 'Review answers',
    edit_title: 'Edit your review',
    blind_hint:
      'Score each answer on its own merits: the AI’s score and other reviews show once you submit.',
    expected_points: 'Expected points',
    not_scorable: 'The AI could not score it: %{reason}',
    score_label: 'Your score for question %{n}',
    follow_up_of: 'Follow-up to question %{n}',
    follow_up_score_label: 'Your score for the follow-up to question %{n}',
    follow_up_note_label: 'Note on the follow-up to question %{n} (optional)',
    not_scored: 'Not scored',
    note_label: 'Note on question %{n} (optional)',
    none_scored: 'Score at least one answer to submit a review.',
    submit: 'Submit review',
    cancel: 'Cancel',
    saved: 'Review saved',
    load_failed: 'The reviews could not be loaded.',
    retry: 'Try again',
    none: 'No one has reviewed this interview yet.',
    table_label: 'Scores by answer: the AI’s, each reviewer’s and the final one',
    col_question: 'Question',
    col_ai: 'AI',
    col_final: 'Final',
    review_mean: 'Mean of %{smart_count} review |||| Mean of %{smart_count} reviews',
    final_score: 'Set final score',
    final_score_label: 'Final score of the interview',
    final_score_save: 'Save final score',
    final_score_cancel: 'Cancel',
    final_score_saved: 'Final score set to %{score} / 5',
  },
};
