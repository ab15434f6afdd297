import { reportFormErrors } from './reportFormRules';

describe('the report form', () => {
  it("asks for a selection and both dates with the spec's messages", () => {
    expect(reportFormErrors({})).toEqual({
      selection: 'Select One option',
      startDate: 'Start Date is required',
      endDate: 'End date is required',
    });
  });

  it('refuses an end before the start, and accepts a complete form', () => {
    expect(reportFormErrors({ selection: 'p', startDate: '2026-11-10', endDate: '2026-11-01' })).toEqual({
      endDate: 'End date cannot be before start date',
    });
    expect(reportFormErrors({ selection: 'p', startDate: '2026-11-01', endDate: '2026-11-01' })).toEqual({});
  });
});
