/**
 * A route the spec names (`/user-form`, `/credential-edit`, ...) that carried its record in
 * navigation state: it opens the resource's page that carries the record in its address instead, so
 * old links and bookmarks keep working while reload and sharing work from then on.
 */
import { Navigate, useLocation } from 'react-router-dom';

export function RedirectFromState<S extends object>({ to }: { to: (state: Partial<S>) => string }) {
  const state = (useLocation().state ?? {}) as Partial<S>;
  return <Navigate to={to(state)} replace />;
}
