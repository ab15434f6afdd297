import { FileFeedRoutes } from '@dental/contracts';
import { composeDataProvider } from '../api/dataProvider';
import { fakeApi } from '../testing/fakeApi';
import { FEED_ADAPTERS } from './fileFeedsAdapter';
import { feedPageRange } from './feedPageRange';

const feed = { source: 'azure', state: 'up', lastSyncAt: null, lastAttemptAt: null };
const params = { pagination: { page: 1, perPage: 25 }, sort: { field: 'dateCreated', order: 'DESC' as const }, filter: {} };

describe('the feed lists pager', () => {
  it('passes on that the count stopped at its window', async () => {
    const api = fakeApi();
    const dataProvider = composeDataProvider({ 'azure-files': FEED_ADAPTERS.azure.files }, api.call);
    api.answer(FileFeedRoutes.azureFiles, { records: [], recordsQty: 275, recordsCapped: true, feed });
    const capped = await dataProvider.getList('azure-files', params);
    expect(capped).toMatchObject({ total: 275, meta: { capped: true, feed } });
    api.answer(FileFeedRoutes.azureFiles, { records: [], recordsQty: 12, feed });
    expect((await dataProvider.getList('azure-files', params)).meta).toMatchObject({ capped: false });
  });

  it('says "more than" for a count that stopped, the total otherwise', () => {
    expect(feedPageRange({ from: 1, to: 25, count: 275 }, true)).toBe('1–25 of more than 275');
    expect(feedPageRange({ from: 26, to: 30, count: 30 }, false)).toBe('26–30 of 30');
  });
});
