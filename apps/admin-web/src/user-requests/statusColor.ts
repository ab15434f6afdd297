import type { OnboardingStatus } from '@dental/contracts';

/** Spec 02 §4: the status dot is warning for Pending, success for Approved, danger for Denied. */
export const STATUS_COLOR: Record<OnboardingStatus, 'warning' | 'success' | 'error'> = {
  Pending: 'warning',
  Approved: 'success',
  Denied: 'error',
};
