import { Module, type DynamicModule } from '@nestjs/common';
import { ReportFilesHandlers } from './report-files.handlers';
import { REPORT_SETTINGS, ReportJobsService, type ReportSettings } from './report-jobs.service';
import { ReportRowsRepository } from './report-rows.repository';

/** The spreadsheet reports: their job queue and worker, the rows they read, and their commands. */
@Module({})
export class ReportFilesModule {
  static forRoot(settings: ReportSettings): DynamicModule {
    return {
      module: ReportFilesModule,
      providers: [{ provide: REPORT_SETTINGS, useValue: settings }, ReportRowsRepository, ReportJobsService, ReportFilesHandlers],
    };
  }
}
