/**
 * The Create Transaction form's data: react-admin's create becomes `POST /api/iv/transaction` with
 * the form's fields (the contract's createTransactionSchema), answering the new transaction's id.
 */
import { Routes, type CreateTransactionRequest } from '@dental/contracts';
import type { AdapterFactory } from '../api/resourceAdapter';

export const NEW_TRANSACTIONS_RESOURCE = 'new-transactions';

export const newTransactionsAdapter: AdapterFactory = (call) => ({
  create: (data) => call(Routes.createTransaction, { body: data as CreateTransactionRequest }),
});
