// The candidates page's popups, each loaded with its first opening (or with the first hover or
// focus of a button that opens it), not with the page.
import { lazyPopup } from '../../common/lazyPopup';

export const CandidateFormPopup = lazyPopup(() =>
  import('./CandidateFormDialog').then((m) => m.CandidateFormDialog),
);

export const SchedulePopup = lazyPopup(() =>
  import('../interviews/ScheduleInterviewDialog').then((m) => m.ScheduleInterviewDialog),
);

export const ImportResumesPopup = lazyPopup(() =>
  import('./ImportResumesDialog').then((m) => m.ImportResumesDialog),
);

export const BulkSchedulePopup = lazyPopup(() =>
  import('../interviews/BulkScheduleDialog').then((m) => m.BulkScheduleDialog),
);
