import { MESSAGING_MIGRATIONS } from '@dental/messaging';

/** Migrations of the reports schema, in order. */
export const MIGRATIONS = [...MESSAGING_MIGRATIONS];
