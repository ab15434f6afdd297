import { MESSAGING_MIGRATIONS } from '@dental/messaging';

/** Migrations of the files schema, in order. */
export const MIGRATIONS = [...MESSAGING_MIGRATIONS];
