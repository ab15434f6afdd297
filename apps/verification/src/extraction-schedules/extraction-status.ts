/** A schedule's extractionStatus from the states of its dates. Pure, so it is unit-tested case by case. */
import { ExtractionStatus, type ExtractionDateState } from '@dental/contracts';

/**
 * Completed when every date is; Failed when any date's job gave up (a person must look); Pending
 * while no date has been picked up; In process otherwise (some dates under way or done).
 */
export function scheduleStatus(states: readonly ExtractionDateState[]): ExtractionStatus {
  if (states.length > 0 && states.every((s) => s === 'completed')) return ExtractionStatus.Completed;
  if (states.includes('failed')) return ExtractionStatus.Failed;
  if (states.every((s) => s === 'pending')) return ExtractionStatus.Pending;
  return ExtractionStatus.InProcess;
}
