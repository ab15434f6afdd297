import 'reflect-metadata';
import { bootstrapService, runMain } from '@dental/messaging';
import { authBootstrapOptions } from './app.module';
import { loadAuthConfig } from './config';

runMain('auth', async () => {
  await bootstrapService(authBootstrapOptions(loadAuthConfig()));
});
