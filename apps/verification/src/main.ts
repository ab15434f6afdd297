import 'reflect-metadata';
import { runService } from '@dental/messaging';
import { verificationModule } from './app.module';
import { loadVerificationConfig } from './config';

runService('verification', loadVerificationConfig, verificationModule);
