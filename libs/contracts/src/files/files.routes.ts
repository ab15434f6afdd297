/** HTTP calls of the File converter and the file listings (spec 03 §7 "Columns and conversion", "files"). */
import type { RouteDef } from '../http/route-def';
import { FilesCommands } from './files.commands';

/** Route permissions of spec 03 §2: Azure Files and its report each have one; SFTP Files needs sign-in only. */
export const FilesPermission = { azureFiles: 'azureFiles', azureFilesReport: 'azureFilesReport' } as const;

const tenancy = { clientField: 'clientId' } as const;

export const FileFeedRoutes = {
  azureFiles: {
    method: 'GET',
    path: '/api/az/files',
    command: FilesCommands.azureFiles,
    summary: 'Files of the cloud-storage feed, filtered (container, filename, folder, startDate, endDate), sorted and paged',
    permission: FilesPermission.azureFiles,
    tenancy,
  },
  azureFilesReport: {
    method: 'GET',
    path: '/api/az/files/report',
    command: FilesCommands.azureReport,
    summary: "The cloud-storage feed's files of one day: a row per PMS folder, a column per kind of file (lines, size)",
    permission: FilesPermission.azureFilesReport,
    tenancy,
  },
  sftpFiles: {
    method: 'GET',
    path: '/api/sftp/files',
    command: FilesCommands.sftpFiles,
    summary: 'Files of the SFTP feed, filtered (container, filename, folder, startDate, endDate), sorted and paged',
    tenancy,
  },
  sftpFilesReport: {
    method: 'GET',
    path: '/api/sftp/files/report',
    command: FilesCommands.sftpReport,
    summary: "The SFTP feed's files of one day: a row per PMS folder, a column per kind of file (lines, size)",
    tenancy,
  },
} as const satisfies Record<string, RouteDef>;

export const ConversionRoutes = {
  conversionStatus: {
    method: 'GET',
    path: '/api/utils/conversion/{jobId}',
    command: FilesCommands.conversionStatus,
    summary: "A conversion's state and progress (only its owner sees it)",
    tenancy,
  },
} as const satisfies Record<string, RouteDef>;

/**
 * The conversion calls that carry file bytes, served by the gateway's own handlers: the multipart
 * uploads (`source`, `extension`), and the download of the converted file.
 */
export const ConversionFileRoutes = {
  docxToPdf: {
    method: 'POST',
    path: '/api/utils/docxtopdf',
    command: FilesCommands.startConversion,
    summary: 'Upload a .docx (multipart: source, extension=pdf) and start its conversion to PDF; answers the job',
    tenancy,
    fileUpload: { fileField: 'source', fields: ['extension', 'clientId'] },
  },
  pdfToTable: {
    method: 'POST',
    path: '/api/utils/pdftotable',
    command: FilesCommands.startConversion,
    summary: 'Upload a .pdf (multipart: source, extension=xlsx|csv) and start extracting its tables; answers the job',
    tenancy,
    fileUpload: { fileField: 'source', fields: ['extension', 'clientId'] },
  },
  conversionDownload: {
    method: 'GET',
    path: '/api/utils/conversion/{jobId}/file',
    command: FilesCommands.conversionFile,
    summary: 'The converted file of a completed conversion (only its owner gets it)',
    tenancy,
    fileDownload: true,
  },
} as const satisfies Record<string, RouteDef>;
