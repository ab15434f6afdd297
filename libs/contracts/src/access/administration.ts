/**
 * Requests and answers of the administration screens (spec 02 §3, §5, §7): clients, practices,
 * users and client grants. Field names are the documented wire names.
 */
import { z } from 'zod';
import { ID_PATTERN } from '../shared/ids';
import { idText } from '../shared/id-text';
import type { SystemPermissionNode } from './permission-catalogue';

const id = idText;
const required = (max: number, message = 'is required') => z.string().trim().min(1, message).max(max, `must be at most ${max} characters`);
const optionalText = (max: number) => z.string().trim().max(max, `must be at most ${max} characters`).default('');
const limitOf = (fallback: number) =>
  z.coerce.number().int('must be a whole number').min(1, 'must be at least 1').max(100, 'must be at most 100').default(fallback);
const offset = z.coerce.number().int('must be a whole number').min(0, 'must be 0 or more').max(1_000_000, 'is too large').default(0);

export const AdminMessages = {
  clientSaved: 'Client Saved Successfully',
  clientEdited: 'Client Edited Successfully',
  confirmDeleteClient: 'Are you sure you want to delete this Client?',
  practiceSaved: 'Practice Saved Successfully',
  practiceEdited: 'Practice Edited Successfully',
  confirmDeletePractice: 'Are you sure you want to delete this Practice?',
  userSaved: 'User successfully saved',
  confirmDeleteUser: 'Are you sure you want to delete this user?',
  selectConnection: 'Please select a connection',
  invalidPhone: 'Dear user, please provide a valid phone number',
  invalidEmail: 'Dear user, please provide a valid e-mail',
  assignPractice: 'Dear user, please assign at least one practice',
  passwordMustMatch: 'Dear user, the password must match',
  selectTemplate: 'Select Template',
  selectCity: 'Select City',
  selectState: 'Select State',
  practiceName: 'may hold only letters, spaces, _ and -',
  notGrantedToClient: 'is not granted to the client',
} as const;

export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/;
export const PHONE_MIN_LENGTH = 11;

export interface Page<T> {
  records: T[];
  recordsQty: number;
}

// ---- Clients ----

export const clientListQuerySchema = z.object({
  name: optionalText(200),
  state: optionalText(60),
  city: optionalText(100),
  limit: limitOf(25),
  offset,
});

export const firstUserSchema = z.object({
  firstName: required(100),
  lastName: required(100),
  phone: optionalText(20),
  email: z.string().trim().toLowerCase().regex(EMAIL_PATTERN, AdminMessages.invalidEmail),
  password: z.string().min(8, 'must be at least 8 characters').max(200, 'must be at most 200 characters'),
});

export const clientFormSchema = z.object({
  name: required(200),
  email: z.string().trim().toLowerCase().regex(EMAIL_PATTERN, AdminMessages.invalidEmail),
  phone: required(20),
  zipCode: required(10),
  state: required(60, AdminMessages.selectState),
  city: required(100, AdminMessages.selectCity),
  address: required(200),
  templateId: required(24, AdminMessages.selectTemplate),
  planTemplateId: z
    .string()
    .max(24, 'must be at most 24 characters')
    .regex(/^[0-9a-fA-F\s]*$/, 'may hold only hexadecimal characters and spaces')
    .default(''),
});
export const createClientSchema = clientFormSchema.extend({ user: firstUserSchema.optional() });
export const updateClientSchema = clientFormSchema.extend({ id });

export interface ClientRecord {
  _id: string;
  name: string;
  email: string;
  phone: string;
  zipCode: string;
  state: string;
  city: string;
  address: string;
  templateId: string;
  planTemplateId: string;
  created: string;
}

export const locationQuerySchema = z.object({ country: optionalText(2), state: optionalText(60) });
export interface LocationOption {
  id: string;
  name: string;
}

// ---- Practices ----

export const practiceListQuerySchema = z.object({
  client: z.union([id, z.literal('')]).default(''),
  name: optionalText(200),
  state: optionalText(60),
  address: optionalText(200),
  limit: limitOf(25),
  offset,
});

export const practiceFormSchema = z.object({
  clientId: id,
  name: required(200).refine((v) => /^[A-Za-z _-]+$/.test(v), AdminMessages.practiceName),
  desc: required(500),
  folderId: required(200),
  spreadsheetId: required(200),
  state: required(60, AdminMessages.selectState),
  city: required(100, AdminMessages.selectCity),
  address: required(200),
  /** The practice's own verification form template; '' uses its client's. */
  templateId: z.union([id, z.literal('')]).default(''),
});
export const updatePracticeSchema = practiceFormSchema.extend({ id });

export interface PracticeRecord {
  _id: string;
  clientId: string;
  clientName: string;
  name: string;
  city: string;
  state: string;
  address: string;
  desc: string;
  folderId: string;
  spreadsheetId: string;
  /** The practice's own template; '' when it uses its client's. */
  templateId: string;
  date: string;
}

// ---- Client grants ----

export const clientGrantQuerySchema = z.object({ clientId: id.optional() });
export const clientGrantSchema = z.object({ clientId: id, permissionId: id });

export interface ClientGrants {
  clientId: string;
  /** The whole catalogue as a tree. */
  permissions: SystemPermissionNode[];
  /** Catalogue ids granted to the client. */
  granted: string[];
}

// ---- Users ----

export const userListQuerySchema = z.object({
  clientId: id,
  firstName: optionalText(100),
  lastName: optionalText(100),
  email: optionalText(254),
  limit: limitOf(10),
  offset,
});

export interface UserRecord {
  _id: string;
  clientId: string;
  firstName: string;
  lastName: string;
  phone: string;
  email: string;
  lastLogin: string | null;
}

/** The user form's fields (spec 02 §3); confirmPassword and createPassword never travel. */
const userPayloadSchema = z
  .object({
    firstName: required(100),
    lastName: required(100),
    user: z.string().trim().toLowerCase().max(254).default(''),
    email: z.string().trim().toLowerCase().max(254).default(''),
    phone: z.string().trim().max(20, 'must be at most 20 characters').default(''),
    defaultPath: required(200),
    password: z.string().min(8, 'must be at least 8 characters').max(200, 'must be at most 200 characters').optional(),
    forcePinEmail: z.boolean().default(false),
    canUseMultiPractice: z.boolean().default(false),
  })
  .superRefine((v, ctx) => {
    // Spec 02 §5, in order: phone (unless PIN by e-mail and empty), then the login e-mail.
    if (!(v.forcePinEmail && v.phone === '') && v.phone.replace(/\D/g, '').length < PHONE_MIN_LENGTH)
      ctx.addIssue({ code: 'custom', path: ['phone'], message: AdminMessages.invalidPhone });
    if (!EMAIL_PATTERN.test(v.user || v.email)) ctx.addIssue({ code: 'custom', path: ['user'], message: AdminMessages.invalidEmail });
  });

const userSaveShape = {
  practices: z.array(id).max(1000).min(1, AdminMessages.assignPractice),
  permission: z.array(id).max(1000).default([]),
  practiceId: id,
};
export const saveUserSchema = z.object({ payload: userPayloadSchema, ...userSaveShape });
export const updateUserSchema = z.object({
  payload: z.intersection(userPayloadSchema, z.object({ _id: id })),
  ...userSaveShape,
});
export const deleteUserSchema = z.object({ userId: id });
export const findUserSchema = z.object({ userId: id, practiceId: id.optional() });

export interface UserForm {
  _id: string;
  clientId: string;
  firstName: string;
  lastName: string;
  user: string;
  phone: string;
  defaultPath: string;
  permission: { permission: string[]; practice: string[] };
  setting: { canUseMultiPractice: boolean; forcePinEmail: boolean };
}

/** One entry of `GET /api/authz/get/user/permission`: a held module or section with its held actions. */
export interface PermissionEntry {
  name: string;
  actions: { name: string }[];
  items: PermissionEntry[];
}

// ---- Connections (the user's selected practices) ----

export const appSettingsSchema = z.object({
  selectedPractices: z.array(id).max(1000).min(1, 'Must select at least one practice.'),
});

export interface UserAppSettings {
  selectedPractices: string[];
  canUseMultiPractice: boolean;
}

// ---- NS keys ----

export const NsKeyMessages = {
  clientRequired: 'Client is required',
  keyRequired: 'NS is required',
  confirmDelete: 'Are you sure of delete this key?',
  saved: 'NS key saved',
} as const;

export const nsKeySchema = z.object({
  clientId: z.string({ required_error: NsKeyMessages.clientRequired }).regex(ID_PATTERN, NsKeyMessages.clientRequired),
  key: z
    .string({ required_error: NsKeyMessages.keyRequired })
    .trim()
    .min(1, NsKeyMessages.keyRequired)
    .max(500, 'must be at most 500 characters'),
});

export interface NsKeyRecord {
  _id: string;
  clientId: string;
  client: string;
  key: string;
  dateCreated: string;
  userCreated: string;
  dateUpdated: string;
  userUpdated: string;
}

// ---- Credentials ----

export const CredentialMessages = {
  saved: 'Saved: Credential was saved successfully',
  deletedAll: 'Deleted: All credentials has been deleted',
  confirmDelete: 'Are you sure you want to delete the credential?',
  confirmDeleteAll: 'Are you sure you want to delete all credentials?',
  selectClientAndPractice: 'Dear user, please select a client and a practice',
  labelRequired: 'Label is required',
  needsProperties: 'Please provide at least one property',
  fieldRequired: 'Field is required',
  /** Two groups with one label, or two properties with one key, would be saved as one: the other would be lost. */
  labelTaken: 'Dear user, each credential needs its own label',
  keyTaken: 'Dear user, each property of a credential needs its own key',
} as const;

/** What a stored value is shown as until someone allowed to reveal it asks; sent back unchanged, it keeps the stored value. */
export const MASKED_SECRET = '••••••••';

/**
 * Names are trimmed, so "Portal" and "Portal " would be saved as one group (or one property) and the
 * other silently lost: such a repeat is refused with the same message the editor shows.
 */
const uniqueWhenTrimmed = (message: string) =>
  z.record(z.string(), z.unknown()).superRefine((record, ctx) => {
    const names = Object.keys(record).map((name) => name.trim());
    if (new Set(names).size !== names.length) ctx.addIssue({ code: z.ZodIssueCode.custom, message });
  });

const credentialKey = z.string().trim().min(1, CredentialMessages.fieldRequired).max(100);
const credentialLabel = z.string().trim().min(1, CredentialMessages.labelRequired).max(100);

const credentialGroupSchema = uniqueWhenTrimmed(CredentialMessages.keyTaken).pipe(
  z
    .record(credentialKey, z.string().min(1, CredentialMessages.fieldRequired).max(2000))
    .refine((group) => Object.keys(group).length > 0, CredentialMessages.needsProperties)
    .refine((group) => Object.keys(group).length <= 50, 'must hold at most 50 properties'),
);

export const saveCredentialsSchema = z.object({
  clientId: id,
  practiceId: id,
  credentials: uniqueWhenTrimmed(CredentialMessages.labelTaken).pipe(
    z.record(credentialLabel, credentialGroupSchema).refine((groups) => Object.keys(groups).length <= 50, 'must hold at most 50 groups'),
  ),
  /**
   * Where each group sent was loaded from: its label in the stored set (sent label → stored label)
   * and each property's stored key (sent key → stored key). A stored group has no identity but its
   * label, so without this a group or property renamed while its values are masked could not find
   * the secrets it keeps. A group or property absent here is looked up under its own name.
   */
  origins: z
    .record(credentialLabel, z.object({ label: credentialLabel, keys: z.record(credentialKey, credentialKey).default({}) }))
    .default({}),
});
export const credentialQuerySchema = z.object({
  id,
  reveal: z.preprocess((v) => v === true || v === 'true', z.boolean()).default(false),
});

export interface CredentialSummary {
  _id: string;
  clientId: string;
  practiceId: string;
  client: string;
  practice: string;
  dateCreated: string;
}

export interface CredentialSet extends CredentialSummary {
  /** Service label → key → value; values are MASKED_SECRET unless revealed. */
  credentials: Record<string, Record<string, string>>;
  revealed: boolean;
}
