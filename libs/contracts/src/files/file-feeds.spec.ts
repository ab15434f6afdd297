import { feedFileListSchema, fileKindOfFeedName } from './file-feeds';

describe('file feeds contract', () => {
  it('names the kind of a PMS export without its date and extension', () => {
    expect(fileKindOfFeedName('appointments_2026-11-22.csv')).toBe('appointments');
    expect(fileKindOfFeedName('Patients-20261122.csv')).toBe('patients');
    expect(fileKindOfFeedName('insurance.txt')).toBe('insurance');
  });

  it('reads query text as the documented filters with a default page', () => {
    expect(feedFileListSchema.parse({ sortDate: '-1', limit: '50', startDate: '2026/11/01' })).toEqual({
      sortDate: -1,
      limit: 50,
      offset: 0,
      startDate: '2026-11-01',
    });
  });
});
