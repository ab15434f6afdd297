import { Column, CreateDateColumn, Entity, PrimaryColumn, UpdateDateColumn } from 'typeorm';

/** A person who signs in. The e-mail is stored lower-case, so sign-in ignores its case. */
@Entity({ name: 'app_user' })
export class AppUser {
  @PrimaryColumn({ type: 'text' })
  id!: string;

  @Column({ type: 'text' })
  email!: string;

  /** argon2id, in the PHC string format (parameters and salt included). */
  @Column({ type: 'text' })
  passwordHash!: string;

  @Column({ type: 'text' })
  firstName!: string;

  @Column({ type: 'text' })
  lastName!: string;

  @Column({ type: 'text' })
  phone!: string;

  /** The client the user belongs to. */
  @Column({ type: 'text' })
  clientId!: string;

  /** Where the web app goes after sign-in. */
  @Column({ type: 'text' })
  defaultPath!: string;

  @Column({ type: 'boolean' })
  canUseMultiPractice!: boolean;

  /** Columns of the PIN and lock-out steps, which arrive with their own issue. */
  @Column({ type: 'boolean', default: false })
  forcePinEmail!: boolean;

  @Column({ type: 'int', default: 0 })
  failedAttempts!: number;

  @Column({ type: 'timestamptz', nullable: true })
  lockedAt!: Date | null;

  @Column({ type: 'timestamptz', nullable: true })
  lastLogin!: Date | null;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt!: Date;

  @UpdateDateColumn({ type: 'timestamptz' })
  updatedAt!: Date;
}
