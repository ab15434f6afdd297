import { MESSAGING_MIGRATIONS } from '@dental/messaging';
import { AuthTables1767312000000 } from './auth-tables.migration';
import { AdministrationTables1767398400000 } from './administration-tables.migration';
import { SignInTables1767484800000 } from './sign-in-tables.migration';
import { PracticeTemplate1767571200000 } from './practice-template.migration';

/** Migrations of the auth schema, in order. */
export const MIGRATIONS = [
  ...MESSAGING_MIGRATIONS,
  AuthTables1767312000000,
  AdministrationTables1767398400000,
  SignInTables1767484800000,
  PracticeTemplate1767571200000,
];
