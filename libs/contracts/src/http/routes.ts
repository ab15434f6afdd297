/** Every documented HTTP call, gathered from the feature folders. The gateway serves exactly these. */
import type { RouteDef } from './route-def';
import { AccessRoutes } from '../access/access.routes';
import { TransactionRoutes } from '../transactions/transactions.routes';
import { TemplatesRoutes } from '../templates/templates.routes';

export * from './route-def';

export const Routes = { ...AccessRoutes, ...TransactionRoutes, ...TemplatesRoutes } as const;

export const ROUTES: readonly RouteDef[] = Object.values(Routes);
