/**
 * The system permission catalogue (spec 02 §3, §5, §6): modules hold sections, sections hold actions;
 * codes are hyphen-joined (M1, M1-S1, M1-S1-A1) and a node's parent code is its code minus the last
 * segment. `name` is the permission key the gateway checks, so the catalogue and permissions.ts are
 * one system: the auth service seeds DEFAULT_CATALOGUE, and a unit test holds both to the same keys.
 */
import { z } from 'zod';
import { idText } from '../shared/id-text';
import { ActionPermissions, type ModulePermissions, type RoutePermission } from './permissions';

export const PermissionTypes = ['Module', 'Section', 'Action'] as const;
export type PermissionType = (typeof PermissionTypes)[number];

/** A catalogue entry as the API answers it. */
export interface SystemPermission {
  _id: string;
  displayName: string;
  name: string;
  type: PermissionType;
  code: string;
  parentId: string | null;
  systemCatalogId: string;
  showInMenu: boolean;
  restricted: boolean;
  url: string;
  icon: string;
  groupName: string;
}

/** A node of the catalogue tree: its children are `modules`, `sections` or `actions` by their type. */
export interface SystemPermissionNode extends SystemPermission {
  modules: SystemPermissionNode[];
  sections: SystemPermissionNode[];
  actions: SystemPermissionNode[];
}

/** The one catalogue this product has; the id names it in `systemCatalogId`. */
export const SYSTEM_CATALOG = { _id: '000000000000000000000c01', name: 'Dental verification' } as const;

export const PermissionMessages = {
  created: 'Created',
  updated: 'Updated successful',
  deleted: 'Deleted',
  confirmDelete: 'Dear user, are you sure you want to delete this section?',
  empty: 'Dear user, there is no permissions yet, please try to create one',
  nameRequired: 'Permission name is required',
  urlRequired: 'Url is required',
  displayNameRequired: (type: PermissionType) => `${type} is required`,
} as const;

const text = (max: number) => z.string().trim().max(max, `must be at most ${max} characters`);
const idField = idText;

const permissionElementFields = z.object({
  type: z.enum(PermissionTypes, { errorMap: () => ({ message: 'must be Module, Section or Action' }) }),
  displayName: text(100).default(''),
  name: text(100)
    .default('')
    .refine((v) => v === '' || /^[A-Za-z][\w.]*$/.test(v), 'must start with a letter and hold only letters, digits, _ and .'),
  parentId: idField.nullish(),
  showInMenu: z.boolean().default(false),
  restricted: z.boolean().default(false),
  url: text(200).default(''),
  icon: text(60).default(''),
  groupName: text(60).default(''),
});

/** The spec's rules with the spec's messages (02 §5 Permission element); a new non-module needs its parent. */
function elementRules(creating: boolean) {
  return (v: z.output<typeof permissionElementFields>, ctx: z.RefinementCtx) => {
    if (!v.displayName) ctx.addIssue({ code: 'custom', path: ['displayName'], message: PermissionMessages.displayNameRequired(v.type) });
    if (!v.name) ctx.addIssue({ code: 'custom', path: ['name'], message: PermissionMessages.nameRequired });
    // Actions do not offer the menu option, so only menu-visible modules and sections need a url.
    if (v.showInMenu && v.type !== 'Action' && !v.url)
      ctx.addIssue({ code: 'custom', path: ['url'], message: PermissionMessages.urlRequired });
    if (creating && v.type !== 'Module' && !v.parentId)
      ctx.addIssue({ code: 'custom', path: ['parentId'], message: `is required for a ${v.type}` });
  };
}

/** Create one element. */
export const permissionElementSchema = permissionElementFields.superRefine(elementRules(true));
/** Change one element: its type, parent and code stay (a parentId sent along is ignored). */
export const permissionElementUpdateSchema = permissionElementFields.extend({ id: idField }).strict().superRefine(elementRules(false));
export type PermissionElementInput = z.input<typeof permissionElementSchema>;

interface ActionSeed {
  name: string;
  displayName: string;
}
interface SectionSeed {
  name: RoutePermission;
  displayName: string;
  url: string;
  icon: string;
  /** Action groups of permissions.ts whose actions this section holds. */
  actionGroups?: ActionGroup[];
  restricted?: boolean;
}
type ActionGroup = keyof typeof ActionPermissions;
interface ModuleSeed {
  name: (typeof ModulePermissions)[number];
  displayName: string;
  icon: string;
  sections: SectionSeed[];
}

function actionsOf(group: ActionGroup): ActionSeed[] {
  return ActionPermissions[group].map((action) => ({ name: `${group}.${action}`, displayName: `${group} ${action}` }));
}

/** Where an action group lands when no section names it: Transactions, where most of spec 01 §6 acts. */
const DEFAULT_ACTION_SECTION: RoutePermission = 'transaction';

/** Every module, section and action the three spec documents name (01 §6, 02 §6, 03 §2 and §6). */
export const DEFAULT_CATALOGUE: readonly ModuleSeed[] = [
  {
    name: 'insuranceVerification',
    displayName: 'Insurance Verification',
    icon: 'fact_check',
    sections: [
      {
        name: 'transaction',
        displayName: 'Transactions',
        url: '/allTransaction',
        icon: 'list_alt',
        actionGroups: ['transaction', 'FBD', 'patientInfo', 'files', 'notes', 'subscriberPolicy'],
      },
      { name: 'missingCode', displayName: 'Missing Code', url: '/missingCode', icon: 'rule', actionGroups: ['missingCode'] },
      { name: 'realTime', displayName: 'Real Time Verification', url: '/insuranceverification', icon: 'bolt' },
      { name: 'extractionSchedule', displayName: 'Extraction Schedule', url: '/extraction_schedule', icon: 'event' },
      { name: 'claims', displayName: 'Claims', url: '/claims', icon: 'receipt_long' },
      { name: 'auditTrait', displayName: 'Audit Trail', url: '/audit-trait', icon: 'history' },
    ],
  },
  {
    name: 'dataQualityModule',
    displayName: 'Data Quality',
    icon: 'insights',
    sections: [
      { name: 'home', displayName: 'Dashboard', url: '/home', icon: 'dashboard' },
      { name: 'dataQuality', displayName: 'Data Quality', url: '/dataquality', icon: 'insights' },
      { name: 'columnsConfiguration', displayName: 'Columns Configuration', url: '/columns-configurations', icon: 'view_column' },
    ],
  },
  {
    name: 'templatesModule',
    displayName: 'Template',
    icon: 'description',
    sections: [
      { name: 'template', displayName: 'Templates', url: '/template', icon: 'description' },
      { name: 'sharedElements', displayName: 'Shared Elements', url: '/shared-elements', icon: 'share' },
      { name: 'feeSchedule', displayName: 'Fee Schedule', url: '/feeschedule', icon: 'request_quote' },
    ],
  },
  {
    name: 'communications',
    displayName: 'Communications',
    icon: 'call',
    sections: [
      { name: 'airCall', displayName: 'Air Call', url: '/air-call', icon: 'call', actionGroups: ['airCall'] },
      { name: 'ringCentral', displayName: 'Ring Central', url: '/ring-central', icon: 'phone_in_talk' },
      { name: 'callCenter', displayName: 'Call Center', url: '/callCenter', icon: 'support_agent' },
      { name: 'intelepeer', displayName: 'Intelepeer', url: '/intelepeer', icon: 'sms' },
    ],
  },
  {
    name: 'reports',
    displayName: 'Reports',
    icon: 'summarize',
    sections: [
      { name: 'billing_report', displayName: 'Billing', url: '/billings', icon: 'payments' },
      { name: 'summaryReport', displayName: 'Summary Report', url: '/summary-report', icon: 'summarize' },
      { name: 'clientCostReport', displayName: 'Client Cost Report', url: '/client-cost-report', icon: 'paid' },
      { name: 'azureFiles', displayName: 'Azure Files', url: '/azure-files', icon: 'cloud' },
      { name: 'azureFilesReport', displayName: 'Azure Files Report', url: '/azure-files-report', icon: 'cloud_done' },
    ],
  },
  {
    name: 'administration',
    displayName: 'Administration',
    icon: 'admin_panel_settings',
    sections: [
      { name: 'user', displayName: 'Users', url: '/users', icon: 'group', actionGroups: ['user'] },
      { name: 'clients', displayName: 'Clients', url: '/clients', icon: 'business' },
      { name: 'permissions', displayName: 'Permissions', url: '/permissions', icon: 'lock', restricted: true },
      {
        name: 'clientCredentials',
        displayName: 'Credentials',
        url: '/credentials',
        icon: 'key',
        restricted: true,
        actionGroups: ['clientCredentials'],
      },
      { name: 'clientsNS', displayName: 'NS Keys', url: '/client-ns', icon: 'vpn_key', restricted: true },
      { name: 'dentalMationClients', displayName: 'DentalMation Clients', url: '/dentalmation-clients', icon: 'storefront' },
      {
        name: 'userRequest',
        displayName: 'User Requests',
        url: '/user-request',
        icon: 'how_to_reg',
        restricted: true,
        actionGroups: ['userRequest'],
      },
    ],
  },
];

/** The default catalogue as flat entries with their codes, parents named by code. */
export function defaultCatalogueEntries(): (Omit<SystemPermission, '_id' | 'parentId' | 'systemCatalogId'> & {
  parentCode: string | null;
})[] {
  const placed = new Set(DEFAULT_CATALOGUE.flatMap((m) => m.sections.flatMap((s) => s.actionGroups ?? [])));
  const unplaced = (Object.keys(ActionPermissions) as ActionGroup[]).filter((g) => !placed.has(g));
  const sections = new Set(DEFAULT_CATALOGUE.flatMap((m) => m.sections.map((s) => s.name as string)));
  // A group added to permissions.ts without a place here goes to its namesake section or to Transactions,
  // so every key the gateway checks stays grantable.
  const groupsOf = (section: SectionSeed): ActionGroup[] => [
    ...(section.actionGroups ?? []),
    ...unplaced.filter((g) => (sections.has(g) ? g === section.name : section.name === DEFAULT_ACTION_SECTION)),
  ];
  return DEFAULT_CATALOGUE.flatMap((module, m) => {
    const moduleCode = `M${m + 1}`;
    return [
      {
        name: module.name,
        displayName: module.displayName,
        type: 'Module' as const,
        code: moduleCode,
        parentCode: null,
        showInMenu: false,
        restricted: false,
        url: '',
        icon: module.icon,
        groupName: 'MODULES',
      },
      ...module.sections.flatMap((section, s) => {
        const sectionCode = `${moduleCode}-S${s + 1}`;
        return [
          {
            name: section.name,
            displayName: section.displayName,
            type: 'Section' as const,
            code: sectionCode,
            parentCode: moduleCode,
            showInMenu: true,
            restricted: section.restricted ?? false,
            url: section.url,
            icon: section.icon,
            groupName: module.displayName,
          },
          ...groupsOf(section)
            .flatMap(actionsOf)
            .map((action, a) => ({
              name: action.name,
              displayName: action.displayName,
              type: 'Action' as const,
              code: `${sectionCode}-A${a + 1}`,
              parentCode: sectionCode,
              showInMenu: false,
              restricted: false,
              url: '',
              icon: '',
              groupName: module.displayName,
            })),
        ];
      }),
    ];
  });
}

/** The code of a node's parent: the code minus its last segment (null for a module). */
export function parentCodeOf(code: string): string | null {
  const cut = code.lastIndexOf('-');
  return cut < 0 ? null : code.slice(0, cut);
}

/** Whether `code` is `ancestor` itself or lies under it (spec 02 §4: codes beginning with its code plus '-'). */
export function isInSubtree(code: string, ancestor: string): boolean {
  return code === ancestor || code.startsWith(`${ancestor}-`);
}
