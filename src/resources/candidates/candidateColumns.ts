// The candidates table's columns (spec order); the actions column has no heading text.
export const CANDIDATE_COLUMNS = [
  'app.candidates.col_sno',
  'app.candidates.col_name',
  'app.candidates.col_id',
  'app.candidates.col_email',
  'app.candidates.col_registered',
  'app.candidates.col_resume',
  'app.candidates.col_phone',
] as const;

/** The selection's checkbox, the columns above and the actions. */
export const CANDIDATE_COLUMN_COUNT = CANDIDATE_COLUMNS.length + 2;

/** The columns whose heading sorts the list, and the server's sort key of each. */
export const SORTABLE_COLUMNS: Partial<
  Record<(typeof CANDIDATE_COLUMNS)[number], 'name' | 'created_at'>
> = {
  'app.candidates.col_name': 'name',
  'app.candidates.col_registered': 'created_at',
};
