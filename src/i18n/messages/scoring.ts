// Pure data (no react-admin import): the light sign-in page imports these strings without
// ra-language-english.

/** The Scoring screen: how far the AI's scores agree with the people who review them. */
export const scoringMessages = {
  scoring: {
    intro:
      'How closely the AI’s scores match the scores people give the same answers when they review completed interviews.',
    period: 'Period',
    periods: {
      '30d': 'Last 30 days',
      '90d': 'Last 90 days',
      '12m': 'Last 12 months',
      all: 'All time',
    },
    scorer: 'Scorer',
    any_scorer: 'All scorers',
    reset_filters: 'Reset filters',
    show_everything: 'Show all time and every scorer',
    load_failed: 'The agreement figures could not be loaded.',
    unavailable: 'This server does not measure scoring agreement, so there are no figures to show.',
    empty_title: 'No reviewed answers yet',
    empty_body:
      'Figures appear once people review completed interviews: open a completed interview and score its answers yourself. Each answer you score is compared with the AI’s score.',
    empty_filtered:
      'Nothing was reviewed in this period or with this scorer: a longer period may have figures.',
    too_few:
      'Fewer than 20 reviewed answers: these figures say little yet. Review more completed interviews before drawing conclusions.',
    // the headline figures
    figures_label: 'AI against people',
    kappa: 'Weighted kappa',
    kappa_hint: '1 is full agreement, 0 what chance gives',
    mad: 'Mean absolute difference',
    mad_unit: 'points',
    mad_hint: 'Average gap between the two scores, 0 to 5',
    exact: 'Exact agreement',
    exact_hint: 'Same score',
    within_one: 'Within one point',
    within_one_hint: 'At most one point apart',
    pairs: 'Pairs',
    pairs_hint: 'Answers scored by the AI and reviewed by a person',
    not_defined: '—',
    // what kappa says, in plain words
    readings: {
      strong: 'Strong agreement: the AI scores much as your reviewers do.',
      good: 'Good agreement: the AI mostly scores as your reviewers do.',
      moderate:
        'Moderate agreement: the AI and your reviewers often differ; check the questions with the largest gaps.',
      fair: 'Fair agreement only: the AI’s scores differ from your reviewers’ on many answers.',
      poor: 'Poor agreement: the AI’s scores are little better than chance against your reviewers’.',
      undefined:
        'Kappa cannot be worked out here: the AI or the reviewers gave one and the same score throughout.',
    },
    // the tables
    by_scorer: 'By scorer',
    by_question: 'By question',
    by_question_hint: 'Largest gap first.',
    by_skill: 'By skill',
    by_reviewer: 'By reviewer',
    col_key: {
      scorer: 'Scorer',
      question: 'Question',
      skill: 'Skill',
      reviewer: 'Reviewer',
    },
    col_n: 'Pairs',
    col_kappa: 'Kappa',
    col_mad: 'Mean gap',
    col_exact: 'Exact',
    col_within_one: 'Within one',
    few_pairs: 'Few pairs',
    few_pairs_hint: 'Fewer than 20 pairs: this row says little yet',
    no_rows: 'Nothing to show.',
    // people against people
    human_human: 'Reviewer against reviewer',
    human_human_intro: 'Where two people reviewed the same answer: how closely they agree.',
    human_human_label: 'Reviewer against reviewer',
    human_pairs_hint: 'Answers reviewed by two people, counted once per two reviewers',
    human_human_empty:
      'No answer was reviewed by two people in this period. Ask a second member to review the same completed interviews to see how far people agree.',
    human_human_too_few:
      'Fewer than 20 answers were reviewed by two people: these figures say little yet.',
    // the heat map
    heatmap: 'AI score against human score',
    heatmap_intro:
      'Each cell counts the answers with that AI score (row) and that human score (column). The outlined diagonal is where they agree exactly.',
    heatmap_caption:
      'Answers by AI score (rows) and human score (columns), 0 to 5 in half points; the diagonal is exact agreement.',
    heatmap_ai: 'AI score',
    heatmap_human: 'Human score',
    heatmap_diagonal: 'Outlined: the AI and the person gave the same score',
  },
};
