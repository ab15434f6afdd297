/**
 * The auth service in-process with the demo data, answering commands as the demo administrator:
 * what suites about one administration feature start from.
 */
import type { INestApplication } from '@nestjs/common';
import { DataSource } from 'typeorm';
import type { Actor } from '@dental/contracts';
import { CommandBus } from '@dental/messaging';
import { DEMO_ADMIN } from '@dental/testing';
import { seedDemoData } from '../../src/demo/demo-seed';
import { authCommands } from './auth-commands';
import { startAuth, startInfrastructure, type TestInfrastructure } from './test-stack';

export interface SeededAuth {
  infra: TestInfrastructure;
  app: INestApplication;
  db: DataSource;
  admin: Actor;
  /** Commands sent as the demo administrator unless a call names another actor. */
  commands: ReturnType<typeof authCommands>;
  stop(): Promise<void>;
}

export async function startSeededAuth(): Promise<SeededAuth> {
  const infra = await startInfrastructure();
  const app = await startAuth(infra.env);
  const db = app.get(DataSource);
  await seedDemoData(db);
  let admin: Actor | null = null;
  const commands = authCommands(app.get(CommandBus), () => admin);
  admin = await commands.actorOf(DEMO_ADMIN._id);
  return {
    infra,
    app,
    db,
    admin,
    commands,
    stop: async () => {
      await app.close();
      await infra.stop();
    },
  };
}
