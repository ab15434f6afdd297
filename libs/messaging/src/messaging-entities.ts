import { OutboxEvent } from './outbox/outbox-event.entity';
import { ProcessedMessage } from './events/processed-message.entity';

/** Entities every service with a database registers alongside its own. */
export const MESSAGING_ENTITIES = [OutboxEvent, ProcessedMessage];
