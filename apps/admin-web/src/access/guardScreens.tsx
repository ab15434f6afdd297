/**
 * react-admin's list and edit controllers start their query as soon as `canAccess` has answered,
 * whatever it answered, and only then send the user to `accessDenied`. A screen the user may not open
 * would therefore still call the API, which answers 403, and a 403 signs the user out (spec 01 §8).
 * Each resource screen is wrapped so that it is not rendered at all until access is granted.
 */
import type { ComponentType } from 'react';
import type { ResourceScreens } from '../features';
import { RequirePermission } from './RequirePermission';

const ACTIONS = { list: 'list', edit: 'edit', create: 'create', show: 'show' } as const;

function guard(resource: string, action: string, Screen: ComponentType): ComponentType {
  const Guarded = () => (
    <RequirePermission resource={resource} action={action}>
      <Screen />
    </RequirePermission>
  );
  Guarded.displayName = `Guarded(${resource}.${action})`;
  return Guarded;
}

export function guardScreens(resource: string, screens: ResourceScreens): ResourceScreens {
  const guarded: ResourceScreens = { ...screens };
  for (const [key, action] of Object.entries(ACTIONS) as [keyof typeof ACTIONS, string][]) {
    const Screen = screens[key];
    if (Screen) guarded[key] = guard(resource, action, Screen);
  }
  return guarded;
}
