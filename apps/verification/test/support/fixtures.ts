/** The clients, practices and actors the verification integration tests act as. */
import type { Actor } from '@dental/contracts';
import { DEMO_CLIENTS, DEMO_PRACTICES } from '@dental/testing';

export const CLIENT_A = DEMO_CLIENTS[0];
export const CLIENT_B = DEMO_CLIENTS[1];
/** Client A's practices, in demo order. */
export const PRACTICES_OF_A = DEMO_PRACTICES.filter((p) => p.clientId === CLIENT_A._id);
export const PRACTICE_A = PRACTICES_OF_A[0];
export const PRACTICE_B = DEMO_PRACTICES.find((p) => p.clientId === CLIENT_B._id)!;

export const REVIEWER_ID = '6955b9000000000000000302';
export const OTHER_CLIENT_USER_ID = '6955b9000000000000000399';

/** A user of client A with these practices and permissions. */
export function actorOfClientA(practiceIds: string[], permissions: string[]): Actor {
  return { userId: REVIEWER_ID, clientId: CLIENT_A._id, clientIds: [CLIENT_A._id], practiceIds, permissions };
}

/** A user of client B, granted its first practice, with these permissions. */
export function actorOfClientB(permissions: string[]): Actor {
  return { userId: OTHER_CLIENT_USER_ID, clientId: CLIENT_B._id, clientIds: [CLIENT_B._id], practiceIds: [PRACTICE_B._id], permissions };
}
