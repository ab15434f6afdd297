import 'reflect-metadata';
import { runService } from '@dental/messaging';
import { billingModule } from './app.module';
import { loadBillingConfig } from './config';

runService('billing', loadBillingConfig, billingModule);
