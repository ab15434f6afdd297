/**
 * A screen loaded the first time it is shown, so the sign-in page does not wait for code it never
 * runs. react-admin's layout shows its loading indicator meanwhile (it wraps each page in Suspense).
 */
import { lazy, type ComponentType } from 'react';

export function lazyScreen<M, P extends object = object>(load: () => Promise<M>, pick: (module: M) => ComponentType<P>) {
  return lazy(async () => ({ default: pick(await load()) }));
}
