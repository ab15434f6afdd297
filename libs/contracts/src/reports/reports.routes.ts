/** HTTP calls of the dashboard (spec 03 §7 "Dashboard and data quality"). */
import type { RouteDef } from '../http/route-def';
import { ReportsCommands } from './reports.commands';

/** The route permission of spec 03 §2 guarding /home and /main. */
export const DashboardPermission = 'home';

export const DashboardRoutes = {
  dashboardGraphics: {
    method: 'POST',
    path: '/api/dashboard/graphicsData',
    command: ReportsCommands.dashboard,
    summary:
      "The dashboard of the selected practices for one month: next days' cards, the weekly line (carrier filter), bar counters, status table and donut",
    permission: DashboardPermission,
    tenancy: { clientField: 'clientId', practiceField: 'practiceIds' },
  },
  carriers: {
    method: 'GET',
    path: '/api/iv/carrier',
    command: ReportsCommands.carriers,
    summary: "The carriers met in transactions (_id, name), for the dashboard's carrier filter",
    permission: DashboardPermission,
    tenancy: { clientField: 'clientId' },
  },
} as const satisfies Record<string, RouteDef>;
