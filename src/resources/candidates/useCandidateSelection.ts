// The candidates the admin picked for a bulk action: kept while they turn pages, change the
// filter or search (so a selection can span pages), for as long as the page is open.
import { useMemo, useRef } from 'react';
import { useRecordSelection } from 'react-admin';
import { useEventCallback } from '@mui/material/utils';
import type { Candidate } from '../../dataProvider/types';

/** What the table needs of the selection: which rows are in it, and how to change that. */
export interface CandidateSelection {
  selected: ReadonlySet<string>;
  toggle(id: Candidate['id']): void;
  /** of the rows shown: none, some or all selected */
  shown: 'none' | 'some' | 'all';
  /** selects every row shown, or unselects them when all are */
  toggleShown(): void;
}

export function useCandidateSelection(rows: readonly Candidate[]) {
  // not kept in the store: a selection made in another visit (or by another admin in this
  // browser) must not come back with the page
  const [ids, { select, unselect, toggle, clearSelection }] = useRecordSelection<Candidate>({
    resource: 'candidates',
    disableSyncWithStore: true,
  });
  const selected = useMemo(() => new Set(ids.map(String)), [ids]);
  // the names of the candidates picked, as their rows showed them: a report about the selection
  // names them even when their page is no longer shown
  const names = useRef(new Map<string, string>());
  const remember = (picked: readonly Candidate[]) => {
    for (const row of picked) {
      const name = row.name?.trim() || row.cand_id;
      if (name) names.current.set(String(row.id), name);
    }
  };
  const shownIds = rows.map((row) => row.id);
  const shownSelected = shownIds.filter((id) => selected.has(String(id))).length;
  const shown = shownSelected === 0 ? 'none' : shownSelected === shownIds.length ? 'all' : 'some';

  const toggleShown = useEventCallback(() => {
    if (shown === 'all') {
      unselect(shownIds);
      return;
    }
    remember(rows);
    select([...ids, ...shownIds.filter((id) => !selected.has(String(id)))]);
  });
  const stableToggle = useEventCallback((id: Candidate['id']) => {
    remember(rows.filter((row) => row.id === id));
    toggle(id);
  });
  const nameOf = useEventCallback((id: Candidate['id']) => names.current.get(String(id)));
  const table: CandidateSelection = useMemo(
    () => ({ selected, toggle: stableToggle, shown, toggleShown }),
    [selected, stableToggle, shown, toggleShown],
  );

  return {
    ids,
    /** how many selected candidates are not among the rows shown */
    elsewhere: ids.length - shownSelected,
    table,
    clear: () => clearSelection(),
    unselect,
    /** a selected candidate's name, as their row showed it */
    nameOf,
  };
}
