import { Module } from '@nestjs/common';
import { DashboardCache } from './dashboard-cache';
import { DashboardVersions } from './dashboard-versions';
import { DashboardHandlers } from './dashboard.handlers';
import { DashboardRepository } from './dashboard.repository';

@Module({ providers: [DashboardRepository, DashboardCache, DashboardVersions, DashboardHandlers] })
export class DashboardModule {}
