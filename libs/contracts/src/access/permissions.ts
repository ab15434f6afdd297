/**
 * Permission keys. Actions are `group.action` as spec 01 §6 lists them; route permissions are the
 * bare names of spec 03 §2 and spec 02 §6. The full catalogue (modules, sections, actions with
 * hierarchical codes) is seeded by the auth service from these names.
 */
export const ActionPermissions = {
  missingCode: ['list_missingcode', 'edit_missingcode', 'audit_transaction', 'update_pms'],
  transaction: [
    'list_transaction',
    'upload_elg',
    'audit',
    'comment',
    'unaudit',
    'updateElegibilityStatus',
    'showPatientIdColumn',
    'showMissingColumn',
    'changeColor',
  ],
  FBD: ['updateFBD', 'uploadFBD'],
  patientInfo: ['updatePatientInfo'],
  files: ['updateEligibilityStatus', 'addFiles', 'editFiles', 'deleteFiles', 'downloadFiles'],
  notes: ['updateNotes'],
  airCall: ['showPhone'],
  subscriberPolicy: ['view'],
  user: ['create_users', 'remove_users'],
  clientCredentials: ['reveal'],
  /** Approving or denying an onboarding request (spec 02 §6: a staff action beyond reading them). */
  userRequest: ['decide'],
  /** Column permissions of All Transactions (spec 01 §6); Missing Fields uses transaction.showMissingColumn. */
  columns: ['verificationBy', 'provider'],
} as const;

/** Modules of the catalogue (spec 02 §3): granting a section or action grants its module too. */
export const ModulePermissions = [
  'insuranceVerification',
  'dataQualityModule',
  'templatesModule',
  'communications',
  'reports',
  'administration',
] as const;

export const RoutePermissions = [
  'home',
  'dataQuality',
  'missingCode',
  'template',
  'transaction',
  'airCall',
  'ringCentral',
  'realTime',
  'user',
  'billing_report',
  'callCenter',
  'extractionSchedule',
  'feeSchedule',
  'clientCredentials',
  'clientsNS',
  'dentalMationClients',
  'claims',
  'auditTrait',
  'sharedElements',
  'permissions',
  'azureFiles',
  'azureFilesReport',
  'summaryReport',
  'clientCostReport',
  'columnsConfiguration',
  'intelepeer',
  'clients',
  'userRequest',
] as const;
export type RoutePermission = (typeof RoutePermissions)[number];

export function actionKey(group: keyof typeof ActionPermissions, action: string): string {
  return `${group}.${action}`;
}

export const Permission = {
  ListTransactions: 'transaction.list_transaction',
} as const;

export function allPermissionKeys(): string[] {
  return [
    ...ModulePermissions,
    ...RoutePermissions,
    ...Object.entries(ActionPermissions).flatMap(([group, actions]) => actions.map((a) => `${group}.${a}`)),
  ];
}
