import { canAccess, permissionKey, type AccessRules } from './canAccess';

describe('canAccess', () => {
  const clerk = ['transaction.list_transaction', 'transaction.audit', 'files.downloadFiles', 'user'];
  const rules: AccessRules = {
    transactions: { permission: null, actions: { list: 'transaction.list_transaction' } },
    users: { permission: 'user' },
    colors: { permission: null },
  };

  it('grants a product action the user holds, as group and action', () => {
    expect(canAccess(clerk, { resource: 'transaction', action: 'list_transaction' })).toBe(true);
    expect(canAccess(clerk, { resource: 'files', action: 'downloadFiles' })).toBe(true);
  });

  it('denies an action the user does not hold', () => {
    expect(canAccess(clerk, { resource: 'transaction', action: 'unaudit' })).toBe(false);
    expect(canAccess(clerk, { resource: 'files', action: 'deleteFiles' })).toBe(false);
  });

  it("maps a resource's react-admin action to the permission its feature declares", () => {
    expect(permissionKey({ resource: 'transactions', action: 'list' }, rules)).toBe('transaction.list_transaction');
    expect(canAccess(clerk, { resource: 'transactions', action: 'list' }, rules)).toBe(true);
    expect(canAccess(['transaction.audit'], { resource: 'transactions', action: 'list' }, rules)).toBe(false);
  });

  it('gives every action of a resource its route permission, and denies them all without it', () => {
    for (const action of ['list', 'edit', 'create', 'delete']) {
      expect(canAccess(clerk, { resource: 'users', action }, rules)).toBe(true);
      expect(canAccess(['clients'], { resource: 'users', action }, rules)).toBe(false);
    }
  });

  it('lets any signed-in user reach a resource that needs no permission', () => {
    expect(canAccess([], { resource: 'colors', action: 'edit' }, rules)).toBe(true);
    expect(canAccess(undefined, { resource: 'colors', action: 'edit' }, rules)).toBe(false);
  });

  it('does not treat a group name as a grant of its actions', () => {
    expect(canAccess(['transaction'], { resource: 'transaction', action: 'list_transaction' })).toBe(false);
  });

  it('denies everything when permissions are unknown or empty', () => {
    expect(canAccess(undefined, { resource: 'transaction', action: 'list_transaction' })).toBe(false);
    expect(canAccess([], { resource: 'transactions', action: 'list' }, rules)).toBe(false);
  });

  it('grants everything when the screen was opened with overridePermissions', () => {
    expect(canAccess([], { resource: 'missingCode', action: 'edit_missingcode' }, rules, { overridePermissions: true })).toBe(true);
  });
});
