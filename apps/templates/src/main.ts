import 'reflect-metadata';
import { runService } from '@dental/messaging';
import { templatesModule } from './app.module';
import { loadTemplatesConfig } from './config';

runService('templates', loadTemplatesConfig, templatesModule);
