/**
 * The demo data set, deterministic: the same ids, names and numbers on every machine, so the README's
 * sign-ins, the seeds of every service and the browser tests agree. Each service seeds its own part.
 */
import { idFrom, allPermissionKeys, Permission } from '@dental/contracts';
import { AIRCALL_DEMO_CREDENTIALS, INTELEPEER_DEMO_CREDENTIALS, RINGCENTRAL_DEMO_CREDENTIALS } from '@dental/local-stack';

const EPOCH = 1_767_225_600; // 2026-01-01T00:00:00Z: the seconds part of every demo id

export interface DemoClient {
  _id: string;
  name: string;
  email: string;
  phone: string;
  state: string;
  city: string;
  address: string;
  zipCode: string;
  /** The client's verification form template; its practices use it unless they have their own. */
  templateId: string;
}
export interface DemoPractice {
  _id: string;
  clientId: string;
  name: string;
  state: string;
  city: string;
  address: string;
}
export interface DemoUser {
  _id: string;
  clientId: string;
  firstName: string;
  lastName: string;
  email: string;
  password: string;
  phone: string;
  /** Clients this user may reach (back-office staff may have several). */
  clientIds: string[];
  practiceIds: string[];
  permissions: string[];
  defaultPath: string;
  canUseMultiPractice: boolean;
}

export interface DemoTemplate {
  _id: string;
  name: string;
  description: string;
}

/** The demo verification form templates (seeded by the templates service); demo clients and practices use them. */
export const DEMO_TEMPLATES = {
  fbd: { _id: idFrom(EPOCH, 0x501), name: 'Dental FBD', description: 'Full breakdown of dental benefits' },
  elg: { _id: idFrom(EPOCH, 0x502), name: 'Dental ELG', description: 'Eligibility check' },
} as const satisfies Record<string, DemoTemplate>;

export const DEMO_CLIENTS: DemoClient[] = [
  {
    _id: idFrom(EPOCH, 0x101),
    name: 'Bright Smiles Dental Group',
    email: 'office@brightsmiles.example',
    phone: '5125550101',
    state: 'TX',
    city: 'Austin',
    address: '1200 Congress Ave',
    zipCode: '78701',
    templateId: DEMO_TEMPLATES.fbd._id,
  },
  {
    _id: idFrom(EPOCH, 0x102),
    name: 'Lakeside Family Dentistry',
    email: 'admin@lakeside.example',
    phone: '6085550102',
    state: 'WI',
    city: 'Madison',
    address: '44 Lake St',
    zipCode: '53703',
    templateId: DEMO_TEMPLATES.fbd._id,
  },
  {
    _id: idFrom(EPOCH, 0x103),
    name: 'Coastal Orthodontics',
    email: 'hello@coastalortho.example',
    phone: '8435550103',
    state: 'SC',
    city: 'Charleston',
    address: '9 Battery Pl',
    zipCode: '29401',
    templateId: DEMO_TEMPLATES.fbd._id,
  },
];

const PRACTICE_NAMES: [number, string, string, string][] = [
  [0, 'Bright Smiles Downtown', 'TX', 'Austin'],
  [0, 'Bright Smiles Round Rock', 'TX', 'Round Rock'],
  [0, 'Bright Smiles Cedar Park', 'TX', 'Cedar Park'],
  [0, 'Bright Smiles Georgetown', 'TX', 'Georgetown'],
  [1, 'Lakeside Madison East', 'WI', 'Madison'],
  [1, 'Lakeside Middleton', 'WI', 'Middleton'],
  [1, 'Lakeside Sun Prairie', 'WI', 'Sun Prairie'],
  [1, 'Lakeside Verona', 'WI', 'Verona'],
  [2, 'Coastal Ortho Charleston', 'SC', 'Charleston'],
  [2, 'Coastal Ortho Mount Pleasant', 'SC', 'Mount Pleasant'],
  [2, 'Coastal Ortho Summerville', 'SC', 'Summerville'],
  [2, 'Coastal Ortho Beaufort', 'SC', 'Beaufort'],
];

export const DEMO_PRACTICES: DemoPractice[] = PRACTICE_NAMES.map(([client, name, state, city], i) => ({
  _id: idFrom(EPOCH, 0x201 + i),
  clientId: DEMO_CLIENTS[client]._id,
  name,
  state,
  city,
  address: `${100 + i * 7} Main St`,
}));

export const DEMO_ADMIN: DemoUser = {
  _id: idFrom(EPOCH, 0x301),
  clientId: DEMO_CLIENTS[0]._id,
  firstName: 'Avery',
  lastName: 'Admin',
  email: 'admin@dental.local',
  password: 'Admin#2026!',
  phone: '15125550199',
  clientIds: DEMO_CLIENTS.map((c) => c._id),
  practiceIds: DEMO_PRACTICES.map((p) => p._id),
  permissions: allPermissionKeys(),
  defaultPath: '/allTransaction',
  canUseMultiPractice: true,
};

export const DEMO_REVIEWER: DemoUser = {
  _id: idFrom(EPOCH, 0x302),
  clientId: DEMO_CLIENTS[0]._id,
  firstName: 'Riley',
  lastName: 'Reviewer',
  email: 'reviewer@dental.local',
  password: 'Review#2026!',
  phone: '15125550198',
  clientIds: [DEMO_CLIENTS[0]._id],
  practiceIds: [DEMO_PRACTICES[0]._id, DEMO_PRACTICES[1]._id],
  // A practice's reviewer: the whole verification workflow on their two practices, but not unaudit,
  // flag colours or any administration.
  permissions: [
    'home',
    'transaction',
    'missingCode',
    Permission.ListTransactions,
    'transaction.upload_elg',
    'transaction.audit',
    'transaction.comment',
    'transaction.updateElegibilityStatus',
    'transaction.showMissingColumn',
    'missingCode.list_missingcode',
    'missingCode.edit_missingcode',
    'missingCode.audit_transaction',
    'FBD.updateFBD',
    'FBD.uploadFBD',
    'patientInfo.updatePatientInfo',
    'files.updateEligibilityStatus',
    'files.addFiles',
    'files.editFiles',
    'files.downloadFiles',
    'notes.updateNotes',
    'subscriberPolicy.view',
  ],
  defaultPath: '/allTransaction',
  canUseMultiPractice: true,
};

export const DEMO_USERS: DemoUser[] = [DEMO_ADMIN, DEMO_REVIEWER];

export const DEMO_TRANSACTION_COUNT = 2000;
export const DEMO_SEED = 20261122;

export const DEMO_CARRIERS = [
  'Delta Dental',
  'MetLife',
  'Cigna Dental',
  'Aetna Dental',
  'Guardian',
  'United Healthcare Dental',
  'Humana Dental',
  'Principal Financial',
  'Ameritas',
  'Blue Cross Blue Shield',
  'EMPTY',
];
export const DEMO_PROVIDERS = ['Dr. Patel', 'Dr. Nguyen', 'Dr. Garcia', 'Dr. Okafor', 'Dr. Kim', 'Dr. Rossi'];
export const DEMO_FIRST_NAMES = [
  'Olivia',
  'Liam',
  'Emma',
  'Noah',
  'Ava',
  'Elijah',
  'Sophia',
  'James',
  'Isabella',
  'Lucas',
  'Mia',
  'Mateo',
  'Amelia',
  'Ethan',
  'Harper',
  'Logan',
  'Evelyn',
  'Aiden',
  'Abigail',
  'Jackson',
  'Chloe',
  'Sebastian',
  'Grace',
  'Caleb',
];
export const DEMO_LAST_NAMES = [
  'Smith',
  'Johnson',
  'Williams',
  'Brown',
  'Jones',
  'Garcia',
  'Miller',
  'Davis',
  'Rodriguez',
  'Martinez',
  'Hernandez',
  'Lopez',
  'Wilson',
  'Anderson',
  'Thomas',
  'Taylor',
  'Moore',
  'Jackson',
  'Martin',
  'Lee',
  'Thompson',
  'White',
  'Harris',
  'Clark',
];

/** A small seeded PRNG (mulberry32): the same seed gives the same sequence everywhere. */
export function seededRandom(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export function pick<T>(random: () => number, items: readonly T[]): T {
  return items[Math.floor(random() * items.length)];
}

/** The demo accounts' webhook tokens (the `webhookToken` / `verificationToken` keys): what a provider would send with its webhooks. */
export const DEMO_WEBHOOK_TOKENS = { aircall: 'demo-aircall-webhook-token', ringcentral: 'demo-ringcentral-verification-token' } as const;

/**
 * The call, SMS and voice-assistant credentials of the demo clients' first practices, as someone
 * would enter them on the Credentials screen (group label and keys of ProviderCredentialGroups):
 * the local provider stand-ins (libs/local-stack) accept exactly these.
 */
export const DEMO_PROVIDER_CREDENTIALS: { practiceId: string; clientId: string; groups: Record<string, Record<string, string>> }[] = [
  DEMO_PRACTICES.find((p) => p.clientId === DEMO_CLIENTS[0]._id)!,
  DEMO_PRACTICES.find((p) => p.clientId === DEMO_CLIENTS[1]._id)!,
].map((practice) => ({
  practiceId: practice._id,
  clientId: practice.clientId,
  groups: {
    Aircall: { ...AIRCALL_DEMO_CREDENTIALS, webhookToken: DEMO_WEBHOOK_TOKENS.aircall },
    RingCentral: { ...RINGCENTRAL_DEMO_CREDENTIALS, verificationToken: DEMO_WEBHOOK_TOKENS.ringcentral },
    IntelePeer: { ...INTELEPEER_DEMO_CREDENTIALS },
  },
}));
