/** Commands the reports service answers. */
import { defineCommand } from '../messaging/commands';
import { carrierListRequestSchema, dashboardRequestSchema, type DashboardCarrier, type DashboardData } from './dashboard';

export const ReportsCommands = {
  dashboard: defineCommand<DashboardData>()('reports', 'dashboard.graphics', dashboardRequestSchema),
  carriers: defineCommand<DashboardCarrier[]>()('reports', 'dashboard.carriers', carrierListRequestSchema),
} as const;
