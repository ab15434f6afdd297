import 'reflect-metadata';
import { runService } from '@dental/messaging';
import { reportsModule } from './app.module';
import { loadReportsConfig } from './config';

runService('reports', loadReportsConfig, reportsModule);
