import { MessagingTables1767225600000 } from '@dental/messaging';

/** Migrations of the billing schema, in order. */
export const MIGRATIONS = [MessagingTables1767225600000];
