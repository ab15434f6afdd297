/** What the gateway needs to authorise a call: the user's grants, cached in Redis and refreshed on AccessChanged. */
import { z } from 'zod';
import { idText } from '../shared/id-text';
import type { Actor } from '../messaging/commands';

export interface AccessProfile extends Actor {
  firstName: string;
  lastName: string;
  email: string;
  canUseMultiPractice: boolean;
}

export const accessProfileRequestSchema = z.object({ userId: idText });

export interface GrantedPractice {
  _id: string;
  name: string;
  state: string;
  clientId: string;
  clientName: string;
}

export interface GrantedClient {
  clientId: string;
  clientName: string;
  practices: GrantedPractice[];
}

export interface AccessChangedEvent {
  userIds: string[];
  occurredAt: string;
}

export interface PracticeChangedEvent {
  practiceId: string;
  clientId: string;
  name: string;
  clientName: string;
  state: string;
  deleted: boolean;
  /**
   * The verification form template the practice's transactions use: the practice's own, else its
   * client's; '' when neither has one. The auth service resolves it, since it owns both.
   */
  templateId: string;
  occurredAt: string;
}

export const practiceChangedEventSchema = z.object({
  practiceId: idText,
  clientId: idText,
  name: z.string().min(1).max(200),
  clientName: z.string().max(200),
  state: z.string().max(60),
  deleted: z.boolean(),
  // Events written before practices carried a template have none: such a practice has no form until its next event.
  templateId: z.union([idText, z.literal('')]).default(''),
  occurredAt: z.string(),
});

export const accessChangedEventSchema = z.object({ userIds: z.array(z.string()), occurredAt: z.string() });
