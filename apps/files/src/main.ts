import 'reflect-metadata';
import { runService } from '@dental/messaging';
import { filesModule } from './app.module';
import { loadFilesConfig } from './config';

runService('files', loadFilesConfig, filesModule);
