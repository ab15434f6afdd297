import 'reflect-metadata';
import { bootstrapService, kafkaSettingsOf, runMain } from '@dental/messaging';
import { templatesModule } from './app.module';
import { loadTemplatesConfig } from './config';

runMain('templates', async () => {
  const config = loadTemplatesConfig();
  await bootstrapService({
    service: 'templates',
    module: templatesModule(config),
    httpPort: config.HTTP_PORT,
    kafka: kafkaSettingsOf('templates', config),
    shutdownGraceMs: config.SHUTDOWN_GRACE_MS,
  });
});
