import { Column, CreateDateColumn, Entity, PrimaryColumn } from 'typeorm';

/**
 * One refresh token of a session. Each refresh revokes the presented token and issues its successor
 * in the same family; presenting a revoked token means it was copied, so the whole family is revoked.
 */
@Entity({ name: 'refresh_token' })
export class RefreshToken {
  @PrimaryColumn({ type: 'uuid' })
  id!: string;

  @Column({ type: 'text' })
  userId!: string;

  /** SHA-256 of the token, hex; the token itself is never stored. */
  @Column({ type: 'text' })
  tokenHash!: string;

  /** Shared by every token descending from one sign-in. */
  @Column({ type: 'uuid' })
  familyId!: string;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt!: Date;

  @Column({ type: 'timestamptz' })
  expiresAt!: Date;

  @Column({ type: 'timestamptz', nullable: true })
  revokedAt!: Date | null;

  @Column({ type: 'uuid', nullable: true })
  replacedBy!: string | null;
}
