import { Messages } from '@dental/contracts';
import { failureMessage } from './apiError';

describe('failureMessage', () => {
  it('reports any 400 as a connection problem, even when the server message is displayable', () => {
    expect(failureMessage(400, { message: 'limit must be one of 25, 50, 100', displayable: true })).toBe(Messages.connectionProblem);
  });

  it('reports a network failure (no status) as a connection problem', () => {
    expect(failureMessage(0, undefined)).toBe(Messages.connectionProblem);
  });

  it("shows the server's message when it is flagged displayable", () => {
    expect(failureMessage(409, { message: 'The record was not found in the storage.', displayable: true })).toBe(
      'The record was not found in the storage.',
    );
  });

  it('hides a message that is not displayable behind the generic retry text', () => {
    expect(failureMessage(500, { message: 'relation "x" does not exist', displayable: false })).toBe(Messages.tryAgain);
    expect(failureMessage(502, undefined)).toBe(Messages.tryAgain);
  });
});
