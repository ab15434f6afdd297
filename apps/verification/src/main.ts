import 'reflect-metadata';
import { bootstrapService, kafkaSettingsOf, runMain } from '@dental/messaging';
import { verificationModule } from './app.module';
import { loadVerificationConfig } from './config';

runMain('verification', async () => {
  const config = loadVerificationConfig();
  await bootstrapService({
    service: 'verification',
    module: verificationModule(config),
    httpPort: config.HTTP_PORT,
    kafka: kafkaSettingsOf('verification', config),
    shutdownGraceMs: config.SHUTDOWN_GRACE_MS,
  });
});
