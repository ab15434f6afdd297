import { Injectable } from '@nestjs/common';
import {
  AppError,
  DASHBOARD_NEXT_DAYS,
  ErrorCode,
  ReportsCommands,
  addDays,
  formatDay,
  type Actor,
  type CommandInput,
  type DashboardCarrier,
  type DashboardData,
} from '@dental/contracts';
import { HandlesCommand, grantedPractices } from '@dental/messaging';
import { DashboardCache } from './dashboard-cache';
import { DashboardVersions } from './dashboard-versions';
import { DashboardRepository } from './dashboard.repository';
import { dashboardAnswer } from './dashboard-answer';

/** POST /api/dashboard/graphicsData and GET /api/iv/carrier, answered from the read model. */
@Injectable()
export class DashboardHandlers {
  constructor(
    private readonly dashboard: DashboardRepository,
    private readonly cache: DashboardCache,
    private readonly versions: DashboardVersions,
  ) {}

  @HandlesCommand(ReportsCommands.dashboard)
  async graphics(input: CommandInput<typeof ReportsCommands.dashboard>, actor: Actor | null): Promise<DashboardData> {
    const practiceIds = grantedPractices(actor, input.practiceIds);
    const today = input.today ?? formatDay(new Date());
    const key = JSON.stringify([[...practiceIds].sort(), input.startDate, input.endDate, input.carrierName, today]);
    const version = this.versions.of(practiceIds) ?? (await this.dashboard.version(practiceIds));
    const cached = this.cache.get(key, version);
    if (cached) return cached;
    const { sums, nextDays } = await this.dashboard.sums(practiceIds, input.startDate, input.endDate, input.carrierName, {
      from: today,
      to: addDays(today, DASHBOARD_NEXT_DAYS),
    });
    const answer = dashboardAnswer(input, sums, nextDays);
    this.cache.set(key, version, answer);
    return answer;
  }

  @HandlesCommand(ReportsCommands.carriers)
  async carriers(_input: CommandInput<typeof ReportsCommands.carriers>, actor: Actor | null): Promise<DashboardCarrier[]> {
    if (!actor) throw new AppError(ErrorCode.Unauthenticated, 'Sign in to list carriers');
    return this.dashboard.carriers();
  }
}
