import type { UserPermissions } from '@dental/contracts';
import { usePermissions } from 'react-admin';

/** Whether the signed-in user holds a permission key, for what a screen offers (the API checks again). */
export function useHasPermission(name: string): boolean {
  const { permissions } = usePermissions<UserPermissions | undefined>();
  return permissions?.permissions.includes(name) ?? false;
}
