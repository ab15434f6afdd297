import { MESSAGING_MIGRATIONS } from '@dental/messaging';

/** Migrations of the billing schema, in order. */
export const MIGRATIONS = [...MESSAGING_MIGRATIONS];
