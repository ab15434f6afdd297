import { Column, CreateDateColumn, Entity, PrimaryColumn, UpdateDateColumn } from 'typeorm';

/** One office of a client; users are granted practices, and transactions belong to one. */
@Entity({ name: 'practice' })
export class Practice {
  @PrimaryColumn({ type: 'text' })
  id!: string;

  @Column({ type: 'text' })
  clientId!: string;

  @Column({ type: 'text' })
  name!: string;

  @Column({ type: 'text' })
  state!: string;

  @Column({ type: 'text' })
  city!: string;

  @Column({ type: 'text' })
  address!: string;

  @Column({ type: 'text', default: '' })
  description!: string;

  @Column({ type: 'text', default: '' })
  folderId!: string;

  @Column({ type: 'text', default: '' })
  spreadsheetId!: string;

  /** The practice's own verification form template; '' uses its client's. */
  @Column({ type: 'text', default: '' })
  templateId!: string;

  @Column({ type: 'timestamptz', nullable: true })
  deletedAt!: Date | null;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt!: Date;

  @UpdateDateColumn({ type: 'timestamptz' })
  updatedAt!: Date;
}
