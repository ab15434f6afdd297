/** Messages shown to people, as the spec gives them (with decision 5's spelling fixes). */
export const Messages = {
  noPracticeSelected: 'Dear user, once you select a connection, the corresponding data will be displayed',
  noRecords: 'No records to display or there are no appointments scheduled',
  tryAgain: 'Dear user, please try again.',
  connectionProblem: 'Dear user, something went wrong with your connection, please try again',
  sessionExpired: 'Dear user. Your session has expired, please login',
  unauthenticatedPage: 'Dear user, this content cannot be displayed.',
  tokenBlacklisted: 'The token has been blacklisted',
  fetchTransactionsFailed: 'Error fetching transactions',
  mustSelectPractice: 'Must select at least one practice.',
  connectionsUpdated: 'Connections updated successfully!',
  signInFailed: 'User not found !',
} as const;
