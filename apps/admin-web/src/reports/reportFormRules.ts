/** The report form's checks (spec 03 §5 "Report form"), with the spec's messages; pure and tested. */
import { ReportMessages } from '@dental/contracts';

export interface ReportFormValues {
  selection?: string;
  startDate?: string;
  endDate?: string;
}

export function reportFormErrors(values: ReportFormValues): Record<string, string> {
  const errors: Record<string, string> = {};
  if (!values.selection) errors.selection = ReportMessages.selectOne;
  if (!values.startDate) errors.startDate = ReportMessages.startRequired;
  if (!values.endDate) errors.endDate = ReportMessages.endRequired;
  else if (values.startDate && values.endDate < values.startDate) errors.endDate = ReportMessages.endBeforeStart;
  return errors;
}
