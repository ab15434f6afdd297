import { CreateDateColumn, Entity, PrimaryColumn } from 'typeorm';

/** A message this service has applied; inserted in the same transaction as the effect, so a redelivery is a no-op. */
@Entity({ name: 'processed_message' })
export class ProcessedMessage {
  @PrimaryColumn({ type: 'text' })
  consumer!: string;

  @PrimaryColumn({ type: 'text' })
  messageId!: string;

  @CreateDateColumn({ type: 'timestamptz' })
  processedAt!: Date;
}
