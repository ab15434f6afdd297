import type { ReactNode } from 'react';
import { Loading, usePermissions } from 'react-admin';
import { Navigate } from 'react-router-dom';
import type { UserPermissions } from '@dental/contracts';

/** A route guarded by a route-permission name of spec 03 §2 (user, permissions, ...): without it, '/'. */
export const RequireRoutePermission = ({ name, children }: { name: string; children: ReactNode }) => {
  const { permissions, isPending } = usePermissions<UserPermissions | undefined>();
  // Only the first load waits: a later refetch must not unmount the page (and lose what was typed).
  if (isPending && !permissions) return <Loading />;
  if (!permissions?.permissions.includes(name)) return <Navigate to="/" replace />;
  return <>{children}</>;
};
