import { MessagingTables1767225600000 } from '@dental/messaging';
import { TemplateTables1767398400000 } from './template-tables.migration';

/** Migrations of the templates schema, in order. */
export const MIGRATIONS = [MessagingTables1767225600000, TemplateTables1767398400000];
