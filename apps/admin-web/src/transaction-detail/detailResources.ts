/**
 * The resources the transaction detail serves (declared once: feature.tsx mounts them, the adapters'
 * test composes the data provider from them). None has screens of its own: the detail page and its
 * tabs read and write them through the data provider's hooks and methods.
 */
import { DetailPermission, Permission } from '@dental/contracts';
import type { FeatureResource } from '../features';
import {
  FBD_BOOKMARKS_RESOURCE,
  LINKED_TRANSACTIONS_RESOURCE,
  PATIENT_INFO_RESOURCE,
  SPREADSHEETS_RESOURCE,
  SUBSCRIBER_POLICIES_RESOURCE,
  TRANSACTION_AUDITS_RESOURCE,
  TRANSACTION_COMMENTS_RESOURCE,
  TRANSACTION_DETAILS_RESOURCE,
  TRANSACTION_NOTES_RESOURCE,
  fbdBookmarksAdapter,
  linkedTransactionsAdapter,
  patientInfoAdapter,
  spreadsheetsAdapter,
  subscriberPoliciesAdapter,
  transactionAuditsAdapter,
  transactionCommentsAdapter,
  transactionDetailsAdapter,
  transactionNotesAdapter,
} from './transactionDetailAdapters';

export const DETAIL_RESOURCES: FeatureResource[] = [
  {
    name: TRANSACTION_DETAILS_RESOURCE,
    label: 'Transaction detail',
    adapter: transactionDetailsAdapter,
    access: { permission: Permission.ListTransactions },
  },
  {
    name: LINKED_TRANSACTIONS_RESOURCE,
    label: 'Linked transactions',
    adapter: linkedTransactionsAdapter,
    access: { permission: Permission.ListTransactions },
  },
  {
    name: TRANSACTION_NOTES_RESOURCE,
    label: 'Notes',
    adapter: transactionNotesAdapter,
    access: { permission: DetailPermission.updateNotes },
  },
  {
    name: SUBSCRIBER_POLICIES_RESOURCE,
    label: 'Subscriber policy',
    adapter: subscriberPoliciesAdapter,
    access: { permission: DetailPermission.subscriberPolicy },
  },
  { name: FBD_BOOKMARKS_RESOURCE, label: 'FBD', adapter: fbdBookmarksAdapter, access: { permission: Permission.ListTransactions } },
  {
    name: SPREADSHEETS_RESOURCE,
    label: 'Spreadsheet',
    adapter: spreadsheetsAdapter,
    access: { permission: Permission.ListTransactions },
  },
  {
    name: PATIENT_INFO_RESOURCE,
    label: 'Patient Info',
    adapter: patientInfoAdapter,
    access: { permission: DetailPermission.updatePatientInfo },
  },
  {
    name: TRANSACTION_COMMENTS_RESOURCE,
    label: 'Comment',
    adapter: transactionCommentsAdapter,
    access: { permission: DetailPermission.comment },
  },
  // Audit and unaudit need their own keys, checked by the service by state (DetailPermission).
  {
    name: TRANSACTION_AUDITS_RESOURCE,
    label: 'Audit',
    adapter: transactionAuditsAdapter,
    access: { permission: Permission.ListTransactions },
  },
];
