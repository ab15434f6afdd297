/**
 * Each screen family declares what it adds to the app in its own `feature.tsx` (react-admin
 * resources, routes inside the layout, routes without it); App.tsx mounts them all. A new screen
 * family is a new folder, with no edit to a shared list.
 */
import type { ReactElement } from 'react';

export interface FeatureRoute {
  path: string;
  element: ReactElement;
}

export interface Feature {
  /** `<Resource>` elements, each with a `key`. */
  resources?: ReactElement[];
  /** Pages inside the layout (menu, footer, breadcrumbs). */
  routes?: FeatureRoute[];
  /** Pages without the layout (sign-in family, links from e-mails). */
  bareRoutes?: FeatureRoute[];
}

const modules = import.meta.glob<{ default: Feature }>('./*/feature.tsx', { eager: true });

export const FEATURES: Feature[] = Object.keys(modules)
  .sort()
  .map((file) => modules[file].default);
