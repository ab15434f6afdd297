import type { ReactNode } from 'react';
import { Loading, usePermissions } from 'react-admin';
import { Navigate } from 'react-router-dom';
import type { UserPermissions } from '@dental/contracts';

/** A screen guarded by a route permission of spec 02 §6 (template, sharedElements): without it the user is sent to '/'. */
export const RequireRoutePermission = ({ permission, children }: { permission: string; children: ReactNode }) => {
  const { permissions, isPending } = usePermissions<UserPermissions | undefined>();
  if (isPending) return <Loading />;
  if (!permissions?.permissions.includes(permission)) return <Navigate to="/" replace />;
  return <>{children}</>;
};
