import { TransactionList } from './TransactionList';
import type { TransactionRecord } from './transactionQuery';

/** The verification transactions resource. Its list lives at the spec's route /allTransaction. */
export default {
  list: TransactionList,
  recordRepresentation: (record: TransactionRecord) => `${record.PatientName || record.patientName} (${record.type})`,
};
