import { MessagingTables1767225600000 } from '@dental/messaging';

/** Migrations of the templates schema, in order. Template tables arrive with the templates issue. */
export const MIGRATIONS = [MessagingTables1767225600000];
