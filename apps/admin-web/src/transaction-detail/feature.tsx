import { DetailPermission, Permission } from '@dental/contracts';
import type { Feature } from '../features';
import { lazyScreen } from '../shared/lazyScreen';
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

const TransactionDetailPage = lazyScreen(
  () => import('./TransactionDetailPage'),
  (m) => m.TransactionDetailPage,
);

const feature: Feature = {
  // The detail's tabs read and write these through the data provider's hooks; no screens of their own.
  resources: [
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
  ],
  // The record's id is in the address (reload, bookmarks); /transaction-detail with router state redirects there.
  routes: [
    { path: '/transaction-detail', element: <TransactionDetailPage /> },
    { path: '/transaction-detail/:id', element: <TransactionDetailPage /> },
  ],
};
export default feature;
