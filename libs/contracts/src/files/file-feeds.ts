/**
 * File listings (Azure Files, SFTP Files and their per-day reports): the files practices drop into
 * the cloud-storage container and onto the SFTP server. The files service keeps its own index of
 * both feeds (a scheduled job), so lists page and filter in its database and keep answering while a
 * provider is down.
 */
import { z } from 'zod';
import { parseDay } from '../shared/dates';

export const FEED_SOURCES = ['azure', 'sftp'] as const;
export type FeedSource = (typeof FEED_SOURCES)[number];

/** What happened to a file, as the last indexing found it. */
export const FILE_EVENTS = ['created', 'modified', 'deleted'] as const;
export type FileEvent = (typeof FILE_EVENTS)[number];

/** A row of Azure Files / SFTP Files (spec 03 §3 "File record"); `size` in bytes, shown in MB. */
export interface FeedFileRecord {
  _id: string;
  dateCreated: string;
  container: string;
  folder: string;
  filename: string;
  event: FileEvent;
  lines: number;
  size: number;
  /** The practice whose folder holds the file. */
  practiceId: string;
}

export type FeedState = 'up' | 'down' | 'never';
/** How fresh the index is: the last indexing that reached the provider, and why the latest did not. */
export interface FeedStatus {
  source: FeedSource;
  state: FeedState;
  lastSyncAt: string | null;
  lastAttemptAt: string | null;
  message?: string;
}

export interface FeedFilePage {
  records: FeedFileRecord[];
  /**
   * Matches, counted up to ten pages past this page within 25 ms. `recordsCapped` says the number is
   * not exact: there are more than that many, or (when counting took too long) the database's
   * estimate, never less than this page and one more row when the page is full.
   */
  recordsQty: number;
  recordsCapped?: boolean;
  feed: FeedStatus;
}

export const FEED_PAGE_SIZES = [10, 25, 50, 100] as const;
export const FEED_DEFAULT_PAGE_SIZE = 25;

const day = (name: string) =>
  z
    .string()
    .max(10)
    .refine((v) => parseDay(v) !== null, `${name} must be a date as YYYY-MM-DD`)
    .transform((v) => parseDay(v)!);
const direction = z.coerce
  .number({ message: 'must be 1 or -1' })
  .refine((v) => v === 1 || v === -1, 'must be 1 or -1')
  .transform((v) => v as 1 | -1);
const text = (max: number) => z.string().trim().max(max, `must be at most ${max} characters`);

/**
 * `GET /api/az/files` and `GET /api/sftp/files`: filters container, filename, folder (contains,
 * any case), startDate and endDate (the file's creation day, inclusive), one sort key of sortDate,
 * sortFilename, sortContainer, sortFolder (1 ascending, -1 descending; newest first by default).
 */
export const feedFileListSchema = z
  .object({
    container: text(100).optional(),
    filename: text(200).optional(),
    folder: text(200).optional(),
    startDate: day('startDate').optional(),
    endDate: day('endDate').optional(),
    sortDate: direction.optional(),
    sortFilename: direction.optional(),
    sortContainer: direction.optional(),
    sortFolder: direction.optional(),
    limit: z.coerce
      .number({ message: 'must be a number' })
      .int()
      .refine((v) => (FEED_PAGE_SIZES as readonly number[]).includes(v), `must be one of ${FEED_PAGE_SIZES.join(', ')}`)
      .default(FEED_DEFAULT_PAGE_SIZE),
    offset: z.coerce.number({ message: 'must be a number' }).int().min(0, 'must be at least 0').max(1_000_000).default(0),
    clientId: z.string().max(24).optional(),
  })
  .strict()
  .superRefine((v, ctx) => {
    if (v.startDate && v.endDate && v.endDate < v.startDate)
      ctx.addIssue({ code: 'custom', path: ['endDate'], message: 'cannot be before startDate' });
    const sorts = (['sortDate', 'sortFilename', 'sortContainer', 'sortFolder'] as const).filter((k) => v[k] !== undefined);
    if (sorts.length > 1)
      ctx.addIssue({ code: 'custom', path: [sorts[1]], message: `sort by one key at a time (${sorts.join(', ')} sent)` });
  });
export type FeedFileListQuery = z.output<typeof feedFileListSchema>;

export const FeedMessages = {
  selectDate: 'Please select a date',
  noData: 'No data available',
  providerDown: (source: FeedSource, since: string | null) =>
    `The ${source === 'azure' ? 'cloud storage' : 'SFTP server'} cannot be reached; the list shows the files found ${since ? `up to ${since}` : 'before'}.`,
} as const;

/** `GET /api/az/files/report?date` and `GET /api/sftp/files/report?date`. */
export const feedReportSchema = z
  .object({
    date: z
      .string({ message: FeedMessages.selectDate })
      .max(10)
      .refine((v) => parseDay(v) !== null, FeedMessages.selectDate)
      .transform((v) => parseDay(v)!),
    clientId: z.string().max(24).optional(),
  })
  .strict();

/** One cell of the report: a file of that kind the folder received that day. */
export interface FeedReportCell {
  filename: string;
  lines: number;
  size: number;
}
/**
 * The per-day report: one row per PMS feed (container and practice folder), one column per kind of
 * file (the file name without its date and extension, e.g. `appointments`), each cell the file's
 * lines and size.
 */
export interface FeedReport {
  date: string;
  columns: string[];
  rows: { container: string; folder: string; practiceId: string; cells: Record<string, FeedReportCell> }[];
  feed: FeedStatus;
}

/** The kind of a PMS export from its name: `appointments_2026-11-22.csv` → `appointments`. */
export function fileKindOfFeedName(filename: string): string {
  const stem = filename.replace(/\.[^.]*$/, '');
  const kind = stem
    .replace(/[-_ ]?\d{4}-?\d{2}-?\d{2}([T_-]?\d{2}-?\d{2}(-?\d{2})?)?$/, '')
    .trim()
    .toLowerCase();
  return kind || stem.toLowerCase();
}

/** Megabytes as the lists show them: two decimals. */
export function megabytes(bytes: number): string {
  return (bytes / (1024 * 1024)).toFixed(2);
}
