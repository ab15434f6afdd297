/**
 * The data of Azure Files, SFTP Files and their per-day reports: react-admin's getList turned into
 * the documented calls (`GET /api/az/files`, `/api/az/files/report`, `/api/sftp/...`). A list's sort
 * becomes the spec's one sort key (sortDate, sortFilename, sortContainer, sortFolder: 1 or -1); the
 * feed's state travels in `meta`, so the screen can say when the provider is down.
 */
import { FileFeedRoutes, type FeedReport, type FeedSource } from '@dental/contracts';
import type { GetListParams } from 'react-admin';
import type { AdapterFactory } from '../api/resourceAdapter';

export const FEED_RESOURCES = {
  azure: { files: 'azure-files', report: 'azure-files-report', label: 'Azure Files' },
  sftp: { files: 'sftp-files', report: 'sftp-files-report', label: 'SFTP Files' },
} as const;

const SORT_KEYS: Record<string, string> = {
  dateCreated: 'sortDate',
  filename: 'sortFilename',
  container: 'sortContainer',
  folder: 'sortFolder',
};
const FILTERS = ['container', 'filename', 'folder', 'startDate', 'endDate'] as const;

/** The list call's query: the filters set, the one sort key, the page. */
export function feedListQuery(params: Pick<GetListParams, 'filter' | 'sort' | 'pagination'>): Record<string, string> {
  const query: Record<string, string> = {};
  for (const field of FILTERS) {
    const value = params.filter?.[field];
    if (typeof value === 'string' && value.trim() !== '') query[field] = value.trim();
  }
  const key = SORT_KEYS[params.sort?.field ?? 'dateCreated'] ?? 'sortDate';
  query[key] = params.sort?.order === 'ASC' ? '1' : '-1';
  const { page = 1, perPage = 25 } = params.pagination ?? {};
  query.limit = String(perPage);
  query.offset = String((page - 1) * perPage);
  return query;
}

/**
 * A feed's list: one page of its indexed files; in `meta` the feed's state (the screen says when the
 * provider is down) and whether the count stopped short of the total (the pager says "more than").
 */
function feedFilesAdapter(source: FeedSource): AdapterFactory {
  const route = source === 'azure' ? FileFeedRoutes.azureFiles : FileFeedRoutes.sftpFiles;
  return (call) => ({
    getList: async (params) => {
      const page = await call(route, { query: feedListQuery(params), signal: params.signal });
      return { data: page.records, total: page.recordsQty, meta: { feed: page.feed, capped: page.recordsCapped === true } };
    },
  });
}

/** A feed's per-day report: one record per PMS folder; its columns and the feed's state in `meta`. */
function feedReportAdapter(source: FeedSource): AdapterFactory {
  const route = source === 'azure' ? FileFeedRoutes.azureFilesReport : FileFeedRoutes.sftpFilesReport;
  return (call) => ({
    getList: async (params) => {
      const date = typeof params.filter?.date === 'string' ? params.filter.date : '';
      if (!date) return { data: [], total: 0, meta: { columns: [] } };
      const report: FeedReport = await call(route, { query: { date }, signal: params.signal });
      const data = report.rows.map((row) => ({ ...row, id: `${row.container}/${row.folder}` }));
      return { data, total: data.length, meta: { columns: report.columns, feed: report.feed } };
    },
  });
}

export const FEED_ADAPTERS = {
  azure: { files: feedFilesAdapter('azure'), report: feedReportAdapter('azure') },
  sftp: { files: feedFilesAdapter('sftp'), report: feedReportAdapter('sftp') },
} as const;
