import { canAccess, permissionKey } from './canAccess';

describe('canAccess', () => {
  const clerk = ['transaction.list_transaction', 'transaction.audit', 'files.downloadFiles'];

  it('grants a product action the user holds, as group and action', () => {
    expect(canAccess(clerk, { resource: 'transaction', action: 'list_transaction' })).toBe(true);
    expect(canAccess(clerk, { resource: 'files', action: 'downloadFiles' })).toBe(true);
  });

  it('denies an action the user does not hold', () => {
    expect(canAccess(clerk, { resource: 'transaction', action: 'unaudit' })).toBe(false);
    expect(canAccess(clerk, { resource: 'files', action: 'deleteFiles' })).toBe(false);
  });

  it("maps react-admin's list of the transactions resource to the list_transaction permission", () => {
    expect(permissionKey({ resource: 'transactions', action: 'list' })).toBe('transaction.list_transaction');
    expect(canAccess(clerk, { resource: 'transactions', action: 'list' })).toBe(true);
    expect(canAccess(['transaction.audit'], { resource: 'transactions', action: 'list' })).toBe(false);
  });

  it('does not treat a group name as a grant of its actions', () => {
    expect(canAccess(['transaction'], { resource: 'transaction', action: 'list_transaction' })).toBe(false);
  });

  it('denies everything when permissions are unknown or empty', () => {
    expect(canAccess(undefined, { resource: 'transaction', action: 'list_transaction' })).toBe(false);
    expect(canAccess([], { resource: 'transactions', action: 'list' })).toBe(false);
  });

  it('grants everything when the screen was opened with overridePermissions', () => {
    expect(canAccess([], { resource: 'missingCode', action: 'edit_missingcode' }, { overridePermissions: true })).toBe(true);
  });
});
