import type { EntityManager } from 'typeorm';
import type { EventBatchContext, EventContext } from '@dental/messaging';

/** The database transaction an event (or a batch) is applied in. This service has a database, so the dispatcher always opens one. */
export function eventTransaction(context: EventContext | EventBatchContext): EntityManager {
  if (!context.manager) throw new Error(`${context.topic} messages arrived without a database transaction`);
  return context.manager;
}
