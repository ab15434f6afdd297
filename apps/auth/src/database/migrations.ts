import { MessagingTables1767225600000 } from '@dental/messaging';
import { AuthTables1767312000000 } from './auth-tables.migration';

/** Migrations of the auth schema, in order. */
export const MIGRATIONS = [MessagingTables1767225600000, AuthTables1767312000000];
