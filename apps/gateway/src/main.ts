import 'reflect-metadata';
import { bootstrapService, runMain } from '@dental/messaging';
import { gatewayBootstrapOptions } from './app.module';
import { loadGatewayConfig } from './config';

runMain('gateway', async () => {
  await bootstrapService(gatewayBootstrapOptions(loadGatewayConfig()));
});
