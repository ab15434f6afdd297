import { Column, Entity, PrimaryColumn, UpdateDateColumn } from 'typeorm';

/**
 * This service's copy of a practice, fed by the auth service's `auth.practice.changed` events
 * (a service never reads another's tables). Used to check that a bot's practice belongs to the
 * client it names, and to show the practice's name in the lists.
 */
@Entity({ name: 'practice' })
export class Practice {
  @PrimaryColumn({ type: 'text' })
  practiceId!: string;

  @Column({ type: 'text' })
  clientId!: string;

  @Column({ type: 'text' })
  name!: string;

  @Column({ type: 'text', default: '' })
  clientName!: string;

  @Column({ type: 'text', default: '' })
  state!: string;

  @Column({ type: 'boolean', default: false })
  deleted!: boolean;

  /** The template the practice's transactions use (its own, else its client's); '' when none. */
  @Column({ type: 'text', default: '' })
  templateId!: string;

  /** occurredAt of the newest event applied; an older event arriving late is ignored. */
  @Column({ type: 'timestamptz' })
  changedAt!: Date;

  @UpdateDateColumn({ type: 'timestamptz' })
  updatedAt!: Date;
}
