import 'reflect-metadata';
import { NestFactory } from '@nestjs/core';
import { Logger } from 'nestjs-pino';
import { runMain } from '@dental/messaging';
import { loadConverterConfig } from './converter.config';
import { converterModule } from './converter.module';

/** The converter Deployment's process: `node apps/files/dist/converter.main.js`. */
runMain('files-converter', async () => {
  const config = loadConverterConfig();
  const app = await NestFactory.create(converterModule(config), { bufferLogs: true });
  app.useLogger(app.get(Logger));
  app.enableShutdownHooks();
  for (const signal of ['SIGTERM', 'SIGINT'] as const) {
    process.once(signal, () => setTimeout(() => process.exit(1), config.SHUTDOWN_GRACE_MS).unref());
  }
  await app.listen(config.HTTP_PORT, '0.0.0.0');
});
