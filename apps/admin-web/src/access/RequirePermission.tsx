import type { ReactNode } from 'react';
import { Loading, useCanAccess } from 'react-admin';
import { Navigate } from 'react-router-dom';

/** A guarded route (spec 01 §2): without the permission the user is sent to '/'. */
export const RequirePermission = ({ resource, action, children }: { resource: string; action: string; children: ReactNode }) => {
  const { canAccess, isPending } = useCanAccess({ resource, action });
  if (isPending) return <Loading />;
  if (!canAccess) return <Navigate to="/" replace />;
  return <>{children}</>;
};
