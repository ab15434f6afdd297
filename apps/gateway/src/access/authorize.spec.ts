import { AppError, ErrorCode, Routes, type Actor } from '@dental/contracts';
import { authorize } from './authorize';

const CLIENT_A = 'aaaaaaaaaaaaaaaaaaaaaaa1';
const CLIENT_B = 'bbbbbbbbbbbbbbbbbbbbbbb1';
const PRACTICE_A1 = 'aaaaaaaaaaaaaaaaaaaaaa01';
const PRACTICE_A2 = 'aaaaaaaaaaaaaaaaaaaaaa02';
const PRACTICE_B1 = 'bbbbbbbbbbbbbbbbbbbbbb01';

const reviewer: Actor = {
  userId: 'cccccccccccccccccccccccc',
  clientId: CLIENT_A,
  clientIds: [CLIENT_A],
  practiceIds: [PRACTICE_A1, PRACTICE_A2],
  permissions: ['transaction.list_transaction'],
};

function refusal(fn: () => void): AppError {
  try {
    fn();
  } catch (error) {
    if (error instanceof AppError) return error;
    throw error;
  }
  throw new Error('expected a refusal');
}

describe('authorize', () => {
  const list = Routes.getAllTransaction;

  it('lets a user list transactions of granted practices of their client', () => {
    expect(() => authorize(list, reviewer, { clientId: CLIENT_A, practiceId: [PRACTICE_A1, PRACTICE_A2] })).not.toThrow();
    expect(() => authorize(list, reviewer, { practiceId: PRACTICE_A2 })).not.toThrow();
  });

  it('treats an absent or empty practice selection as "my granted practices"', () => {
    expect(() => authorize(list, reviewer, {})).not.toThrow();
    expect(() => authorize(list, reviewer, { practiceId: '' })).not.toThrow();
    expect(() => authorize(list, reviewer, undefined)).not.toThrow();
  });

  it('refuses a missing permission, naming it', () => {
    const error = refusal(() => authorize(list, { ...reviewer, permissions: ['transaction'] }, {}));
    expect(error.code).toBe(ErrorCode.Forbidden);
    expect(error.message).toBe("You do not have permission 'transaction.list_transaction'");
  });

  it("refuses another client's id, naming it", () => {
    const error = refusal(() => authorize(list, reviewer, { clientId: CLIENT_B }));
    expect(error.code).toBe(ErrorCode.Forbidden);
    expect(error.message).toBe(`You do not have access to client '${CLIENT_B}'`);
  });

  it('refuses a practice of another client, alone or hidden in a list', () => {
    expect(refusal(() => authorize(list, reviewer, { practiceId: PRACTICE_B1 })).message).toBe(
      `You do not have access to practice '${PRACTICE_B1}'`,
    );
    const error = refusal(() => authorize(list, reviewer, { clientId: CLIENT_A, practiceId: [PRACTICE_A1, PRACTICE_B1] }));
    expect(error.code).toBe(ErrorCode.Forbidden);
    expect(error.message).toContain(PRACTICE_B1);
  });

  it('refuses ids that are not text instead of letting them past the check', () => {
    const error = refusal(() => authorize(list, reviewer, { practiceId: [{ $ne: null }] }));
    expect(error.code).toBe(ErrorCode.BadInput);
    expect(refusal(() => authorize(list, reviewer, { clientId: 42 })).code).toBe(ErrorCode.BadInput);
  });

  it('checks nothing more on routes without permission or tenancy', () => {
    expect(() => authorize(Routes.grantedPractices, { ...reviewer, permissions: [] }, { clientId: CLIENT_B })).not.toThrow();
  });
});
