import { MESSAGING_MIGRATIONS } from '@dental/messaging';
import { TemplateTables1767398400000 } from './template-tables.migration';

/** Migrations of the templates schema, in order. */
export const MIGRATIONS = [...MESSAGING_MIGRATIONS, TemplateTables1767398400000];
