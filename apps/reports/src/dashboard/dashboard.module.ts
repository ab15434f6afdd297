import { Module } from '@nestjs/common';
import { DashboardCache } from './dashboard-cache';
import { DashboardHandlers } from './dashboard.handlers';
import { DashboardRepository } from './dashboard.repository';

@Module({ providers: [DashboardRepository, DashboardCache, DashboardHandlers] })
export class DashboardModule {}
