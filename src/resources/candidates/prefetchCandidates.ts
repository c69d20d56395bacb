import { prefetchListPage } from '../../common/listQuery';
import { listPageParams, readListParams } from './candidateListParams';

/**
 * The page of candidates the address names (its filter, page, search and sort), asked for beside
 * the console's first render when the candidates page is loaded with a session (the screen's
 * ScreenPrefetch): the rows then come with the page rather than after it has mounted.
 */
export const prefetchCandidates = prefetchListPage('candidates', ({ search }) =>
  listPageParams(readListParams(search)),
);
