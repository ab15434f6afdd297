import { lazyScreen } from '../shared/lazyScreen';
import type { TransactionRecord } from './transactionQuery';

/** The verification transactions resource. Its list lives at the spec's route /allTransaction, loaded when first shown. */
export default {
  list: lazyScreen(
    () => import('./TransactionList'),
    (m) => m.TransactionList,
  ),
  recordRepresentation: (record: TransactionRecord) => `${record.PatientName || record.patientName} (${record.type})`,
};
