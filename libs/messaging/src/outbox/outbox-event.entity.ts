import { Column, CreateDateColumn, Entity, Index, PrimaryColumn } from 'typeorm';

/** An event waiting to leave through Kafka, written in the same transaction as the change it reports. */
@Entity({ name: 'outbox_event' })
@Index('outbox_event_unsent', ['createdAt'], { where: 'sent_at IS NULL' })
@Index('outbox_event_sent', ['sentAt'], { where: 'sent_at IS NOT NULL' })
export class OutboxEvent {
  /** Also the Kafka `message-id` header, so consumers can drop redeliveries. */
  @PrimaryColumn({ type: 'uuid' })
  id!: string;

  @Column({ type: 'text' })
  topic!: string;

  /** Kafka message key: events about one record stay in order on one partition. */
  @Column({ type: 'text' })
  messageKey!: string;

  @Column({ type: 'jsonb' })
  payload!: unknown;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt!: Date;

  @Column({ type: 'timestamptz', nullable: true })
  sentAt!: Date | null;

  @Column({ type: 'int', default: 0 })
  attempts!: number;
}
