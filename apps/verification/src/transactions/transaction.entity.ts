import { Column, CreateDateColumn, Entity, PrimaryColumn, UpdateDateColumn } from 'typeorm';
import type { DriveFile } from '@dental/contracts';

/** Where a transaction's current content came from. */
export const TRANSACTION_SOURCES = ['bot', 'form', 'edit'] as const;
export type TransactionSource = (typeof TRANSACTION_SOURCES)[number];

/**
 * One insurance verification of one appointment (spec 01 §3). Text fields are never null (empty when
 * unknown), so filters such as "is empty" have one meaning. The table and its indexes are defined by
 * the migrations in src/database/; this class maps them.
 */
@Entity({ name: 'transaction' })
export class Transaction {
  /** 24 hexadecimal characters (newId() of the contracts). */
  @PrimaryColumn({ type: 'text' })
  id!: string;

  /** FBD, ELG, or another upper-cased record type (CC, TD). */
  @Column({ type: 'text' })
  type!: string;

  /** When the verification was made (the bot's occurredAt, or when staff created it). */
  @Column({ type: 'timestamptz' })
  created!: Date;

  @Column({ type: 'text' })
  clientId!: string;

  @Column({ type: 'text' })
  practiceId!: string;

  @Column({ type: 'text', default: '' })
  patientFirstName!: string;

  @Column({ type: 'text', default: '' })
  patientLastName!: string;

  /** "First Last", kept for sorting and filtering. */
  @Column({ type: 'text', default: '' })
  patientName!: string;

  /** '' or 'EMPTY' when the patient has no insurance company (spec 01 §9). */
  @Column({ type: 'text', default: '' })
  carrierName!: string;

  @Column({ type: 'int', default: 0 })
  missingRequiredInputQty!: number;

  @Column({ type: 'int', default: 0 })
  totalRequiredFields!: number;

  @Column({ type: 'text', default: '' })
  verificationType!: string;

  @Column({ type: 'text', default: '' })
  statusPatient!: string;

  /** Eligibility status (Active, Inactive, Not Found, Max out, ..., or 'X/Y'). */
  @Column({ type: 'text', default: '' })
  ivStatus!: string;

  /** Shown as "Verification By" (Done by DR, Check, Unchecked, Done by CC, NO ACTION TAKEN). */
  @Column({ type: 'text', default: '' })
  ivProcessResult!: string;

  @Column({ type: 'text', default: '' })
  provider!: string;

  /** YYYY-MM-DD: the practice's calendar day of the appointment. */
  @Column({ type: 'date' })
  appointmentDate!: string;

  /** HH:mm (HH:mm:ss as Postgres answers it), or null when the bot did not send one. */
  @Column({ type: 'time', nullable: true })
  appointmentTime!: string | null;

  @Column({ type: 'text', default: '' })
  comment!: string;

  @Column({ type: 'boolean', default: false })
  audited!: boolean;

  @Column({ type: 'boolean', default: false })
  uploadFbd!: boolean;

  /** Flag colour hex code; null until someone flags the transaction. */
  @Column({ type: 'text', nullable: true })
  color!: string | null;

  @Column({ type: 'text', default: '' })
  apptNote!: string;

  @Column({ type: 'jsonb', default: () => `'[]'` })
  history!: unknown[];

  @Column({ type: 'jsonb', default: () => `'[]'` })
  elgCodes!: unknown[];

  @Column({ type: 'jsonb', default: () => `'{}'` })
  apptData!: Record<string, unknown>;

  @Column({ type: 'jsonb', default: () => `'[]'` })
  driveFiles!: DriveFile[];

  // Patient info (spec 01 §3 "Patient info" and "Resume Details fields").

  @Column({ type: 'text', default: '' })
  policyType!: string;

  @Column({ type: 'text', default: '' })
  relationship!: string;

  @Column({ type: 'text', default: '' })
  patientId!: string;

  @Column({ type: 'date', nullable: true })
  patientDob!: string | null;

  @Column({ type: 'text', default: '' })
  employerName!: string;

  @Column({ type: 'text', default: '' })
  memberId!: string;

  @Column({ type: 'text', default: '' })
  subscriberId!: string;

  @Column({ type: 'text', default: '' })
  subscriberFirstName!: string;

  @Column({ type: 'text', default: '' })
  subscriberLastName!: string;

  @Column({ type: 'date', nullable: true })
  subscriberDob!: string | null;

  @Column({ type: 'text', default: '' })
  groupNumber!: string;

  // Provenance.

  @Column({ type: 'text' })
  source!: TransactionSource;

  @Column({ type: 'text', nullable: true })
  botId!: string | null;

  /** The bot's verificationId: unique, so publishing it again updates this transaction. */
  @Column({ type: 'text', nullable: true, unique: true })
  botVerificationId!: string | null;

  /** occurredAt of the newest bot result applied, so an older result arriving late does not overwrite it. */
  @Column({ type: 'timestamptz', nullable: true })
  botResultAt!: Date | null;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt!: Date;

  @UpdateDateColumn({ type: 'timestamptz' })
  updatedAt!: Date;
}
