/**
 * Authorisation in the web app is one pure function (spec 01 §6). Permissions are the keys the
 * server grants: `group.action` (transaction.list_transaction) or a route name (home). react-admin
 * asks about its resources with its own verbs (list, show, ...); RESOURCE_PERMISSIONS says which
 * product permission each one needs. This only decides what a screen shows: the gateway checks
 * every call again.
 */
import { Permission } from '@dental/contracts';

export interface AccessRequest {
  action: string;
  resource: string;
}

export interface AccessOptions {
  /** Navigation state of spec 01 §6: with overridePermissions every permission is granted. */
  overridePermissions?: boolean;
}

const RESOURCE_PERMISSIONS: Readonly<Record<string, Readonly<Record<string, string>>>> = {
  transactions: { list: Permission.ListTransactions },
  'azure-files': { list: 'azureFiles' },
  'azure-files-report': { list: 'azureFilesReport' },
};
/** Resources every signed-in user may open (spec 03 §2: SFTP files needs login only). */
const SIGNED_IN_ONLY: ReadonlySet<string> = new Set(['sftp-files', 'sftp-files-report']);

export function permissionKey({ action, resource }: AccessRequest): string {
  return RESOURCE_PERMISSIONS[resource]?.[action] ?? `${resource}.${action}`;
}

export function canAccess(permissions: readonly string[] | undefined, request: AccessRequest, options: AccessOptions = {}): boolean {
  if (options.overridePermissions || SIGNED_IN_ONLY.has(request.resource)) return true;
  return (permissions ?? []).includes(permissionKey(request));
}
