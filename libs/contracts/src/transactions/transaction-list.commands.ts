/** Commands behind All Transactions, its preferences, colours, columns, statistics, export, missing codes and the create form. */
import { defineCommand } from '../messaging/commands';
import type { TransactionPreferences } from './transaction-preferences';
import { noInputSchema, savePriorityRequestSchema, saveSortRequestSchema } from './transaction-preferences';
import { statisticsRequestSchema, type StatisticsEntry } from './transaction-statistics';
import {
  assignColorSchema,
  colorGridSchema,
  createColorSchema,
  deleteColorSchema,
  listColorsSchema,
  updateColorSchema,
  type ColorPage,
  type FlagColor,
} from './transaction-colors';
import {
  addUserColumnSchema,
  gridColumnsSchema,
  removeUserColumnSchema,
  userColumnsSchema,
  type GridColumn,
  type UserGridColumn,
} from './grid-columns';
import {
  missingCodeListRequestSchema,
  resumeDetailsGetSchema,
  resumeDetailsRequestSchema,
  type MissingCodePage,
  type ResumeDetails,
} from './missing-codes';
import { createTransactionSchema } from './transaction-form';
import { exportRequestSchema, exportStatusSchema, type ExportFile, type ExportStatus } from './transaction-export';

const command = defineCommand;

export const TransactionListCommands = {
  getPreferences: command<TransactionPreferences>()('verification', 'transaction.preferences.get', noInputSchema),
  saveSort: command<TransactionPreferences>()('verification', 'transaction.preferences.sort', saveSortRequestSchema),
  savePriority: command<TransactionPreferences>()('verification', 'transaction.preferences.priority', savePriorityRequestSchema),
  statistics: command<StatisticsEntry[]>()('verification', 'transaction.statistics', statisticsRequestSchema),
  listColors: command<FlagColor[]>()('verification', 'color.list', listColorsSchema),
  colorGrid: command<ColorPage>()('verification', 'color.grid', colorGridSchema),
  createColor: command<FlagColor>()('verification', 'color.create', createColorSchema),
  updateColor: command<FlagColor>()('verification', 'color.update', updateColorSchema),
  deleteColor: command<{ deleted: true }>()('verification', 'color.delete', deleteColorSchema),
  assignColor: command<{ _id: string; color: FlagColor | null }>()('verification', 'transaction.color', assignColorSchema),
  gridColumns: command<GridColumn[]>()('verification', 'columns.grid', gridColumnsSchema),
  userColumns: command<UserGridColumn[]>()('verification', 'columns.user', userColumnsSchema),
  addUserColumn: command<UserGridColumn>()('verification', 'columns.user.add', addUserColumnSchema),
  removeUserColumn: command<{ deleted: true }>()('verification', 'columns.user.remove', removeUserColumnSchema),
  missingCodeList: command<MissingCodePage>()('verification', 'missingcode.list', missingCodeListRequestSchema),
  resumeDetails: command<ResumeDetails>()('verification', 'missingcode.resume.get', resumeDetailsGetSchema),
  saveResumeDetails: command<ResumeDetails>()('verification', 'missingcode.resume.save', resumeDetailsRequestSchema),
  createTransaction: command<{ _id: string }>()('verification', 'transaction.create', createTransactionSchema),
  startExport: command<ExportStatus>()('verification', 'transaction.export.start', exportRequestSchema),
  exportStatus: command<ExportStatus>()('verification', 'transaction.export.status', exportStatusSchema),
  exportFile: command<ExportFile>()('verification', 'transaction.export.file', exportStatusSchema),
} as const;
