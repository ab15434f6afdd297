import { ExtractionStatus } from '@dental/contracts';
import { scheduleStatus } from './extraction-status';

describe('a schedule status from its dates', () => {
  it('is Pending while no date was picked up', () => {
    expect(scheduleStatus(['pending', 'pending'])).toBe(ExtractionStatus.Pending);
  });
  it('is In process once a date is under way or done and others are not', () => {
    expect(scheduleStatus(['in_process', 'pending'])).toBe(ExtractionStatus.InProcess);
    expect(scheduleStatus(['completed', 'pending'])).toBe(ExtractionStatus.InProcess);
  });
  it('is Completed only when every date is', () => {
    expect(scheduleStatus(['completed', 'completed'])).toBe(ExtractionStatus.Completed);
  });
  it('is Failed when any date gave up, even if others completed', () => {
    expect(scheduleStatus(['completed', 'failed'])).toBe(ExtractionStatus.Failed);
  });
});
