import { parseInput } from '../validation';
import { AppError } from '../http/errors';
import {
  DEFAULT_PRIORITY,
  SortMessages,
  rankedPriority,
  savePriorityRequestSchema,
  saveSortRequestSchema,
  sortFormErrors,
  sortFromSlots,
} from './transaction-preferences';
import { statisticsEntries } from './transaction-statistics';
import { missingCodeActionsHidden, missingFieldsPie, resumeDetailsRequestSchema, RESUME_DETAILS_INCOMPLETE } from './missing-codes';
import { exportFileName } from './transaction-export';
import { ColorMessages, colorFormErrors, createColorSchema } from './transaction-colors';
import { createTransactionSchema } from './transaction-form';

const ID = '6955b9000000000000000101';

function failure(fn: () => unknown): string {
  try {
    fn();
  } catch (error) {
    if (error instanceof AppError) return error.message;
    throw error;
  }
  throw new Error('expected a failure');
}

describe('sort form', () => {
  it('needs a direction for every chosen field', () => {
    expect(sortFormErrors([{ field: 'patientName', direction: null }]).slots).toEqual([SortMessages.directionRequired]);
  });

  it('refuses a field chosen twice, on the second slot', () => {
    const errors = sortFormErrors([
      { field: 'carrier', direction: 1 },
      { field: 'carrier', direction: -1 },
    ]);
    expect(errors.slots).toEqual(['', SortMessages.fieldTwice]);
  });

  it('asks for at least one option when nothing is chosen', () => {
    expect(sortFormErrors([{ field: '', direction: null }]).form).toBe('Please select at least one of the options');
    expect(failure(() => parseInput(saveSortRequestSchema, { sort: {} }))).toBe('sort Please select at least one of the options');
  });

  it('keeps the slot order in the saved map, and the API accepts it', () => {
    const sort = sortFromSlots([
      { field: 'provider', direction: -1 },
      { field: '', direction: null },
      { field: 'dateToOrder', direction: 1 },
    ]);
    expect(Object.entries(sort)).toEqual([
      ['provider', -1],
      ['dateToOrder', 1],
    ]);
    expect(parseInput(saveSortRequestSchema, { sort }).sort).toEqual(sort);
  });

  it('refuses an unknown field or a direction other than 1 and -1', () => {
    expect(failure(() => parseInput(saveSortRequestSchema, { sort: { colour: 1 } }))).toContain('must be one of dateToOrder');
    expect(failure(() => parseInput(saveSortRequestSchema, { sort: { carrier: 2 } }))).toBe('sort.carrier Field is required');
  });
});

describe('status priority', () => {
  it('defaults to Active, Max out, Inactive, Not Found, Empty, Check', () => {
    expect(DEFAULT_PRIORITY.map((e) => e.k)).toEqual(['Active', 'Max out', 'Inactive', 'Not Found', 'Empty', 'Check']);
    expect(DEFAULT_PRIORITY.map((e) => e.v)).toEqual([0, 1, 2, 3, 4, 5]);
  });

  it('ranks a reordered list by its new positions', () => {
    expect(rankedPriority(['Check', 'Active', 'Max out', 'Inactive', 'Not Found', 'Empty']).slice(0, 2)).toEqual([
      { k: 'Check', v: 0 },
      { k: 'Active', v: 1 },
    ]);
  });

  it('needs every status once', () => {
    expect(() => parseInput(savePriorityRequestSchema, { priority: DEFAULT_PRIORITY })).not.toThrow();
    expect(failure(() => parseInput(savePriorityRequestSchema, { priority: DEFAULT_PRIORITY.slice(1) }))).toContain('rank each of');
    const twice = [...DEFAULT_PRIORITY.slice(1), { k: 'Check', v: 9 }];
    expect(failure(() => parseInput(savePriorityRequestSchema, { priority: twice }))).toContain('rank each of');
  });
});

describe('statistics circles', () => {
  it('puts Total first at 100 % and the others as shares of it', () => {
    expect(
      statisticsEntries([
        { name: 'Done by DR', count: 3 },
        { name: 'Check', count: 1 },
        { name: '', count: 2 },
      ]),
    ).toEqual([
      { name: 'Total', percentage: 100, count: 6 },
      { name: 'Done by DR', percentage: 50, count: 3 },
      { name: 'Check', percentage: 16.7, count: 1 },
      { name: 'Empty', percentage: 33.3, count: 2 },
    ]);
    expect(statisticsEntries([])).toEqual([{ name: 'Total', percentage: 100, count: 0 }]);
  });
});

describe('missing-code list', () => {
  it('draws the pie as 100 - 100 * missing / total, and ELG as complete with 0 missing', () => {
    expect(missingFieldsPie('FBD', 6, 24)).toEqual({ value: 75, missing: 6 });
    expect(missingFieldsPie('FBD', 0, 0)).toEqual({ value: 100, missing: 0 });
    expect(missingFieldsPie('ELG', 6, 24)).toEqual({ value: 100, missing: 0 });
  });

  it('hides the actions only when nothing was loaded and the record is Unchecked', () => {
    expect(missingCodeActionsHidden({ StatusPatient: 'No content loaded', VerificationType: 'Unchecked' })).toBe(true);
    expect(missingCodeActionsHidden({ StatusPatient: 'No content loaded', VerificationType: 'Check' })).toBe(false);
    expect(missingCodeActionsHidden({ StatusPatient: 'Active', VerificationType: 'Unchecked' })).toBe(false);
  });

  it('asks to complete every field of Resume Details, and does not accept the locked ones', () => {
    const complete = {
      id: ID,
      CarrierName: 'Delta',
      type: 'FBD',
      EmployerName: 'Acme',
      MemberID: '123',
      PatientFirstName: 'Ann',
      PatientLastName: 'Lee',
      PatientDOB: '1990-01-02',
      Relationship: 'Self',
      SubscriberDOB: '1990-01-02',
      SubscriberFirstName: 'Ann',
      SubscriberLastName: 'Lee',
    };
    expect(() => parseInput(resumeDetailsRequestSchema, complete)).not.toThrow();
    expect(failure(() => parseInput(resumeDetailsRequestSchema, { ...complete, EmployerName: ' ' }))).toBe(
      `EmployerName ${RESUME_DETAILS_INCOMPLETE}`,
    );
    expect(failure(() => parseInput(resumeDetailsRequestSchema, { ...complete, type: 'CC' }))).toBe('type must be FBD or ELG');
    expect(failure(() => parseInput(resumeDetailsRequestSchema, { ...complete, PatientId: '9' }))).toContain('unknown field(s): PatientId');
  });
});

describe('export file name', () => {
  it('is the client and a DD-MM-YYYY HH:mm:ss timestamp', () => {
    expect(exportFileName('Bright Smiles Group', new Date('2026-03-04T05:06:07Z'))).toBe('Bright Smiles Group 04-03-2026 05:06:07.xlsx');
    expect(exportFileName('a/b', new Date('2026-12-31T23:59:59Z'))).toBe('ab 31-12-2026 23:59:59.xlsx');
  });
});

describe('colour form', () => {
  it('gives the spec messages', () => {
    expect(colorFormErrors({ name: '', hexCode: '', colorPriority: 'x' })).toEqual({
      name: ColorMessages.nameRequired,
      hexCode: 'Select Color',
      colorPriority: 'the value is not valid',
    });
    expect(colorFormErrors({ name: 'Red', hexCode: '#ff0000', colorPriority: '0' })).toEqual({
      colorPriority: 'Color Priority must be greater than zero',
    });
    expect(colorFormErrors({ name: 'Red', hexCode: '#ff0000', colorPriority: '2' })).toEqual({});
  });

  it('the API applies the same rules and stores the hexCode upper-cased', () => {
    expect(parseInput(createColorSchema, { id: ID, name: 'Red', hexCode: '#ff00aa', colorPriority: 1 }).hexCode).toBe('#FF00AA');
    expect(failure(() => parseInput(createColorSchema, { id: ID, name: '', hexCode: 'red', colorPriority: 0 }))).toBe(
      'name You must write a name; hexCode Select Color; colorPriority Color Priority must be greater than zero',
    );
  });
});

describe('create transaction form', () => {
  const form = {
    practiceId: ID,
    typeRecord: 'FBD',
    carrierName: 'Delta Dental',
    apptDate: '2026-11-23',
    employerName: 'Acme',
    relationship: 'Self',
    memberId: '123',
    patientId: '456',
    subscriberId: '789',
    patientFirstName: 'Ann',
    patientDOB: '1990-01-02',
    subscriberFirstName: 'Ann',
    subscriberLastName: 'Lee',
    subscriberDOB: '1990-01-02',
  };
  it('accepts the required fields', () => {
    expect(parseInput(createTransactionSchema, form).patientLastName).toBe('');
  });
  it('names every wrong field', () => {
    expect(
      failure(() =>
        parseInput(createTransactionSchema, { ...form, memberId: '12a', carrierName: 'Delta1', typeRecord: 'CC', employerName: '' }),
      ),
    ).toBe(
      'typeRecord must be FBD or ELG; carrierName may contain only letters, spaces, underscore and hyphen; employerName is required; memberId must contain digits only',
    );
  });
});
