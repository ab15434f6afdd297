/**
 * Each screen family declares what it adds to the app in its own `feature.tsx`: react-admin
 * resources (their screens, the adapter that serves their data and the permission they need),
 * routes inside the layout, routes without it. App.tsx mounts them all and composes the data
 * provider and the access rules from them, so a new screen family is a new folder, with no edit to
 * a shared list.
 */
import type { ComponentType, ReactElement } from 'react';
import type { RaRecord } from 'react-admin';
import type { AccessRules, ResourceAccess } from './access/canAccess';
import type { AdapterFactory } from './api/resourceAdapter';

export interface FeatureRoute {
  path: string;
  element: ReactElement;
}

/** What a feature folder's index.ts exports for `<Resource>`; screens are loaded when first shown (lazyScreen). */
export interface ResourceScreens {
  list?: ComponentType;
  edit?: ComponentType;
  create?: ComponentType;
  show?: ComponentType;
  /** The create or edit form is not a page of its own (a modal the list opens from the address). */
  hasCreate?: boolean;
  hasEdit?: boolean;
  // react-admin hands each resource's own record type to its representation.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  recordRepresentation?: string | ((record: any) => string);
}

export interface FeatureResource {
  /** The resource name, which is also its list's address (`/users`, `/client-practice`). */
  name: string;
  /** What the product calls it (page titles, breadcrumbs). */
  label: string;
  /** Absent for a resource read only through the data provider's hooks. */
  screens?: ResourceScreens;
  adapter: AdapterFactory;
  access: ResourceAccess;
}

export interface Feature {
  resources?: FeatureResource[];
  /** Pages inside the layout (menu, footer, breadcrumbs). */
  routes?: FeatureRoute[];
  /** Pages without the layout (sign-in family, links from e-mails). */
  bareRoutes?: FeatureRoute[];
}

const modules = import.meta.glob<{ default: Feature }>('./*/feature.tsx', { eager: true });

export const FEATURES: Feature[] = Object.keys(modules)
  .sort()
  .map((file) => modules[file].default);

export const RESOURCES: FeatureResource[] = FEATURES.flatMap((f) => f.resources ?? []);

export const ADAPTERS: Record<string, AdapterFactory> = Object.fromEntries(RESOURCES.map((r) => [r.name, r.adapter]));

export const ACCESS_RULES: AccessRules = Object.fromEntries(RESOURCES.map((r) => [r.name, r.access]));

/** The record type a screen works with: the data provider gave it an `id`. */
export type ScreenRecord<T extends { _id: string }> = Omit<T, '_id'> & RaRecord<string>;
