import type { FeedFileRecord } from '@dental/contracts';
import { AzureFileList, SftpFileList } from './FeedFileList';

/** The two feed lists are react-admin resources (list only: the feeds are read, never edited here). */
export const azureFiles = { list: AzureFileList, recordRepresentation: (record: FeedFileRecord) => record.filename };
export const sftpFiles = { list: SftpFileList, recordRepresentation: (record: FeedFileRecord) => record.filename };
