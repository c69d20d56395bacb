import { listPageQuery } from '../../common/listQuery';
import type { ScreenPrefetch } from '../../layout/screen';
import { listPageParams, readListParams } from './candidateListParams';

/**
 * The page of candidates the address names (its filter, page, search and sort), asked for beside
 * the console's first render when the candidates page is loaded with a session (the screen's
 * ScreenPrefetch): the rows then come with the page rather than after it has mounted.
 */
export const prefetchCandidates: ScreenPrefetch = ({ queryClient, dataProvider, search }) => {
  const query = listPageQuery(dataProvider, 'candidates', listPageParams(readListParams(search)));
  void queryClient.prefetchQuery(query);
};
