/** HTTP calls around All Transactions (spec 01 §7 transaction lists, spec 03 §7 flag colours and columns). */
import type { RouteDef } from '../http/route-def';
import { Permission } from '../access/permissions';
import { TransactionListCommands as C } from './transaction-list.commands';

const list = { clientField: 'clientId', practiceField: 'practiceId' };

export const TransactionListRoutes = {
  getTransactionPreferences: {
    method: 'GET',
    path: '/api/users/transaction/sort',
    command: C.getPreferences,
    summary: "The user's All Transactions sort and eligibility-status priority",
  },
  saveTransactionSort: {
    method: 'PUT',
    path: '/api/users/transaction/sort',
    command: C.saveSort,
    summary: "Saves the user's sort: a map of up to 7 fields to 1 or -1, in priority order",
  },
  saveTransactionPriority: {
    method: 'PUT',
    path: '/api/users/transaction/elg/priority',
    command: C.savePriority,
    summary: "Saves the user's eligibility-status priority [{k, v}]",
  },
  verificationStatusStatistics: {
    method: 'POST',
    path: '/api/iv/grid/statistics/verificationstatus',
    command: C.statistics,
    summary: 'Counts and percentages per Verification By value of the filtered list, with Total at 100 %',
    permission: Permission.ListTransactions,
    tenancy: list,
    keptAnswer: true,
  },
  listColors: { method: 'GET', path: '/api/scheme/color/{id}', command: C.listColors, summary: 'Every flag colour of the client {id}' },
  colorGrid: {
    method: 'GET',
    path: '/api/scheme/color/grid/{clientId}',
    command: C.colorGrid,
    summary: 'The Flag Color table of a client: name and hexCode filters, paged',
  },
  createColor: {
    method: 'POST',
    path: '/api/scheme/color/{id}',
    command: C.createColor,
    summary: 'Creates a flag colour of the client {id}',
  },
  updateColor: { method: 'PUT', path: '/api/scheme/color/{id}/{colorId}', command: C.updateColor, summary: 'Changes a flag colour' },
  deleteColor: {
    method: 'DELETE',
    path: '/api/scheme/color/{id}/{colorId}',
    command: C.deleteColor,
    summary: 'Deletes a flag colour; transactions flagged with it lose the flag',
  },
  assignColor: {
    method: 'PUT',
    path: '/api/iv/transaction/color/{a}/{b}',
    command: C.assignColor,
    summary: 'Flags transaction {a} of practice {b} with colorSchemeId ("" clears it)',
    permission: 'transaction.changeColor',
  },
  gridColumns: {
    method: 'GET',
    path: '/api/appsetting/columns/grid/{id}',
    command: C.gridColumns,
    summary: 'The columns of grid {id} the user may see',
  },
  userColumns: {
    method: 'GET',
    path: '/api/appsetting/customizeGrid/user/columns',
    command: C.userColumns,
    summary: "The user's chosen columns (the defaults until the user changes them)",
  },
  addUserColumn: {
    method: 'POST',
    path: '/api/appsetting/customizeGrid/user/column',
    command: C.addUserColumn,
    summary: "Adds columnId to the user's columns; the answer's _id removes it again",
  },
  removeUserColumn: {
    method: 'DELETE',
    path: '/api/appsetting/customizeGrid/user/column/{id}',
    command: C.removeUserColumn,
    summary: "Removes one of the user's columns",
  },
  missingCodeList: {
    method: 'POST',
    path: '/api/iv/transaction/missingcode/all',
    command: C.missingCodeList,
    summary: 'The missing-code list of the selected practices, filtered by carrier, dates and status',
    permission: 'missingCode.list_missingcode',
    tenancy: { clientField: 'clientId', practiceField: 'practiceIds' },
  },
  resumeDetails: {
    method: 'GET',
    path: '/api/iv/transaction/missingcode/resume/{id}',
    command: C.resumeDetails,
    summary: 'The Resume Details of a transaction',
    permission: 'missingCode.list_missingcode',
  },
  saveResumeDetails: {
    method: 'PUT',
    path: '/api/iv/transaction/missingcode/resume/{id}',
    command: C.saveResumeDetails,
    summary: 'Saves the Resume Details of a transaction (PatientId, SubscriberId and ApptDate stay as they are)',
    permission: 'missingCode.edit_missingcode',
  },
  createTransaction: {
    method: 'POST',
    path: '/api/iv/transaction',
    command: C.createTransaction,
    summary: 'Creates a transaction from the Create Transaction form',
    permission: Permission.ListTransactions,
    tenancy: { clientField: 'clientId', practiceField: 'practiceId' },
  },
  downloadTransactions: {
    method: 'POST',
    path: '/api/iv/transaction/download',
    command: C.startExport,
    summary: 'Starts the .xlsx export of the filtered list; answers the export job to follow',
    permission: Permission.ListTransactions,
    tenancy: list,
  },
  downloadStatus: {
    method: 'GET',
    path: '/api/iv/transaction/download/{jobId}',
    command: C.exportStatus,
    summary: "An export's progress, and the file's name and row count once it is built",
    permission: Permission.ListTransactions,
  },
} as const satisfies Record<string, RouteDef>;

/** The finished export's bytes, streamed by the gateway's own handler from object storage. */
export const TransactionExportFileRoutes = {
  exportDownload: {
    method: 'GET',
    path: '/api/iv/transaction/download/{jobId}/file',
    command: C.exportFile,
    summary: 'The .xlsx of a finished export, as `{client} DD-MM-YYYY HH:mm:ss.xlsx` (only the person who started it gets it)',
    permission: Permission.ListTransactions,
    fileDownload: true,
  },
} as const satisfies Record<string, RouteDef>;
