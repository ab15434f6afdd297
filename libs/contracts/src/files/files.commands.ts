/** Commands the files service answers: conversions and the file-feed listings. */
import { z } from 'zod';
import { defineCommand } from '../messaging/commands';
import { conversionRefSchema, startConversionSchema, type ConversionFile, type ConversionStatus } from './file-conversions';
import { feedFileListSchema, feedReportSchema, type FeedFilePage, type FeedReport } from './file-feeds';

export const FilesCommands = {
  startConversion: defineCommand<ConversionStatus>()('files', 'conversion.start', startConversionSchema),
  conversionStatus: defineCommand<ConversionStatus>()('files', 'conversion.status', conversionRefSchema),
  conversionFile: defineCommand<ConversionFile>()('files', 'conversion.file', conversionRefSchema),
  azureFiles: defineCommand<FeedFilePage>()('files', 'feed.azure.files', feedFileListSchema),
  azureReport: defineCommand<FeedReport>()('files', 'feed.azure.report', feedReportSchema),
  sftpFiles: defineCommand<FeedFilePage>()('files', 'feed.sftp.files', feedFileListSchema),
  sftpReport: defineCommand<FeedReport>()('files', 'feed.sftp.report', feedReportSchema),
} as const;

/** The multipart conversion routes hand the files service this command; the caller's form fields are checked first. */
export type StartConversionInput = z.input<typeof startConversionSchema>;
