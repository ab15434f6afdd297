import type { EntityManager } from 'typeorm';
import type { EventContext } from '@dental/messaging';

/** The database transaction an event is applied in. This service has a database, so the dispatcher always opens one. */
export function eventTransaction(context: EventContext): EntityManager {
  if (!context.manager) throw new Error(`${context.topic} message ${context.messageId} arrived without a database transaction`);
  return context.manager;
}
