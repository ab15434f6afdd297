import type { Feature } from '../features';
import { auditTrail, extractionLogs, extractionSchedules } from '.';
import {
  EXTRACTION_RESOURCES,
  botStatusAdapter,
  extractionLogsAdapter,
  extractionSchedulesAdapter,
  extractionVerificationAdapter,
} from './extractionSchedulesAdapter';

/** The Command center and the Logs need extractionSchedule; the Audit Trail needs auditTrait (spec 03 §2). */
const feature: Feature = {
  resources: [
    {
      name: EXTRACTION_RESOURCES.schedules,
      label: 'Command center',
      screens: extractionSchedules,
      adapter: extractionSchedulesAdapter,
      access: { permission: 'extractionSchedule' },
    },
    // Read only through the data provider when 'Verify dates' is pressed.
    {
      name: EXTRACTION_RESOURCES.verification,
      label: 'Extraction dates',
      adapter: extractionVerificationAdapter,
      access: { permission: 'extractionSchedule' },
    },
    {
      name: EXTRACTION_RESOURCES.logs,
      label: 'Logs',
      screens: extractionLogs,
      adapter: extractionLogsAdapter,
      access: { permission: 'extractionSchedule' },
    },
    {
      name: EXTRACTION_RESOURCES.auditTrail,
      label: 'Audit Trail',
      screens: auditTrail,
      adapter: botStatusAdapter,
      access: { permission: 'auditTrait' },
    },
  ],
};
export default feature;
