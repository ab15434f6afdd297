import { Module } from '@nestjs/common';
import { DashboardHandlers } from './dashboard.handlers';
import { DashboardRepository } from './dashboard.repository';

@Module({ providers: [DashboardRepository, DashboardHandlers] })
export class DashboardModule {}
