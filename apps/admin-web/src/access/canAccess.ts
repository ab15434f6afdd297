/**
 * Authorisation in the web app is one pure function (spec 01 §6). Permissions are the keys the
 * server grants: `group.action` (transaction.list_transaction) or a route name (user, clients).
 * react-admin asks about its resources with its own verbs (list, edit, create, delete, ...); each
 * feature declares which product permission its resource needs (`ResourceAccess`), and anything
 * else is asked as the product key `resource.action`. This only decides what a screen shows: the
 * gateway checks every call again.
 */
export interface AccessRequest {
  action: string;
  resource: string;
}

/** What a resource needs: one route permission for every action (null: being signed in), or one per action. */
export interface ResourceAccess {
  permission: string | null;
  actions?: Readonly<Record<string, string>>;
}

export type AccessRules = Readonly<Record<string, ResourceAccess>>;

export interface AccessOptions {
  /** Navigation state of spec 01 §6: with overridePermissions every permission is granted. */
  overridePermissions?: boolean;
}

/** The permission key a request needs; null when being signed in is enough. */
export function permissionKey({ action, resource }: AccessRequest, rules: AccessRules = {}): string | null {
  const rule = rules[resource];
  if (!rule) return `${resource}.${action}`;
  return rule.actions?.[action] ?? rule.permission;
}

export function canAccess(
  permissions: readonly string[] | undefined,
  request: AccessRequest,
  rules: AccessRules = {},
  options: AccessOptions = {},
): boolean {
  if (options.overridePermissions) return true;
  if (permissions === undefined) return false;
  const key = permissionKey(request, rules);
  return key === null || permissions.includes(key);
}
