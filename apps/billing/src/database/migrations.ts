import { MESSAGING_MIGRATIONS } from '@dental/messaging';
import { FeeSchedules1767830400000 } from './fee-schedules.migration';
import { Subscriptions1767916800000 } from './subscriptions.migration';
import { Onboarding1795777148248 } from './onboarding.migration';

/** Migrations of the billing schema, in order. */
export const MIGRATIONS = [...MESSAGING_MIGRATIONS, FeeSchedules1767830400000, Subscriptions1767916800000, Onboarding1795777148248];
