import { MESSAGING_MIGRATIONS } from '@dental/messaging';
import { FeedIndex1767744000000 } from './feed-index.migration';
import { CallRecords1795777580312 } from './call-records.migration';

/** Migrations of the files schema, in order. */
export const MIGRATIONS = [...MESSAGING_MIGRATIONS, FeedIndex1767744000000, CallRecords1795777580312];
