import { KeywordsPage } from '@/features/keywords';
import { TrendResultList } from '@/features/trends';

/** The Keywords screen shows the trends its searches find as the trends feature's cards. */
export function KeywordsRoute() {
  return <KeywordsPage renderTrends={(trends) => <TrendResultList trends={trends} />} />;
}
