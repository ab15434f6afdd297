import { ErrorCode, Routes } from '@dental/contracts';
import { ApiError } from '../api/apiError';
import { composeDataProvider } from '../api/dataProvider';
import { fakeApi } from '../testing/fakeApi';
import { validateTransactionFormValues } from './transactionFormRules';
import { NEW_TRANSACTIONS_RESOURCE, newTransactionsAdapter } from './transactionFormAdapter';

const form = {
  practiceId: '65f0a1b2c3d4e5f601234501',
  typeRecord: 'FBD',
  carrierName: null,
  apptDate: '2030-07-01',
  employerName: 'Harbor Logistics',
  relationship: 'Self',
  memberId: '700334455',
  patientId: '12',
  patientFirstName: 'Juniper',
  patientLastName: null,
  patientDOB: '1979-03-09',
  subscriberId: '13',
  subscriberFirstName: 'Juniper',
  subscriberLastName: 'Ashdown',
  subscriberDOB: '1979-03-09',
};

describe('Create Transaction', () => {
  it("creates the transaction with the form's fields, emptied ones as '', and answers its id", async () => {
    const api = fakeApi();
    const dataProvider = composeDataProvider({ [NEW_TRANSACTIONS_RESOURCE]: newTransactionsAdapter }, api.call);
    api.answer(Routes.createTransaction, { _id: '65f0a1b2c3d4e5f60123c009' });
    const created = await dataProvider.create(NEW_TRANSACTIONS_RESOURCE, { data: form });
    expect(api.calls[0].options.body).toEqual({ ...form, carrierName: '', patientLastName: '' });
    expect(created.data).toEqual({ id: '65f0a1b2c3d4e5f60123c009' });
  });

  it("surfaces the server's refusal with the refused field beside it", async () => {
    const api = fakeApi();
    const dataProvider = composeDataProvider({ [NEW_TRANSACTIONS_RESOURCE]: newTransactionsAdapter }, api.call);
    const issues = [{ path: 'memberId', message: 'must contain digits only' }];
    api.answer(
      Routes.createTransaction,
      new ApiError('Dear user, please try again', 400, ErrorCode.BadInput, 'Invalid input', false, issues),
    );
    await expect(dataProvider.create(NEW_TRANSACTIONS_RESOURCE, { data: form })).rejects.toMatchObject({
      message: 'Invalid input',
      body: { errors: { memberId: 'must contain digits only' } },
    });
  });

  it("checks the form with the contract's rules, naming each refused field", () => {
    expect(validateTransactionFormValues(form)).toEqual({});
    const errors = validateTransactionFormValues({ ...form, memberId: '12a', typeRecord: null, carrierName: 'Delta1' });
    expect(Object.keys(errors).sort()).toEqual(['carrierName', 'memberId', 'typeRecord']);
    expect(errors.memberId).toBe('must contain digits only');
  });
});
