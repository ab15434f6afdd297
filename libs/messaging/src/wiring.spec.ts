import { Injectable, type Type } from '@nestjs/common';
import { Test } from '@nestjs/testing';
import { EventSubscriptions, commandsOf, type CommandDef, type Topic } from '@dental/contracts';
import { z } from 'zod';
import { MessagingModule } from './messaging.module';
import { HandlesCommand } from './rpc/handles-command.decorator';
import { HandlesEvent } from './events/handles-event.decorator';
import { checkWiring } from './wiring-error';

const kafka = { brokers: ['127.0.0.1:1'], clientId: 'wiring-test', maxWaitTimeInMs: 10 };

/** A provider with one decorated method per command and per topic given: the handlers a service would have. */
function handlers(name: string, commands: CommandDef[], topics: Topic[]): Type<unknown> {
  @Injectable()
  class Handlers {}
  Object.defineProperty(Handlers, 'name', { value: name });
  const define = (method: string, decorate: MethodDecorator) => {
    Object.defineProperty(Handlers.prototype, method, { value: () => undefined, writable: true, configurable: true });
    decorate(Handlers.prototype, method, Object.getOwnPropertyDescriptor(Handlers.prototype, method)!);
  };
  commands.forEach((c, i) => define(`command${i}`, HandlesCommand(c)));
  topics.forEach((t, i) => define(`topic${i}`, HandlesEvent(t, z.unknown())));
  return Handlers;
}

async function start(...providers: Type<unknown>[]) {
  const moduleRef = await Test.createTestingModule({
    imports: [MessagingModule.forService({ service: 'verification', kafka })],
    providers,
  }).compile();
  const app = moduleRef.createNestApplication({ logger: false });
  await app.init();
  return app;
}

const commands = commandsOf('verification');
const topics = [...EventSubscriptions.verification];

describe('start-up wiring check', () => {
  it('starts when every declared command and topic has exactly one handler', async () => {
    const app = await start(handlers('All', commands, topics));
    await app.close();
  });

  it('refuses to start when a declared command has no handler', async () => {
    const [missing, ...rest] = commands;
    await expect(start(handlers('Most', rest, topics))).rejects.toThrow(`command '${missing.name}' has no handler`);
  });

  it('refuses to start when a command has two handlers', async () => {
    await expect(start(handlers('All', commands, topics), handlers('Again', [commands[0]], []))).rejects.toThrow(
      `command '${commands[0].name}' has 2 handlers: All.command0, Again.command0`,
    );
  });

  it('refuses to start when a declared topic has no handler', async () => {
    await expect(start(handlers('Commands', commands, topics.slice(1)))).rejects.toThrow(`topic '${topics[0]}' has no handler`);
  });
});

describe('checkWiring', () => {
  it('reports handlers of undeclared names', () => {
    expect(checkWiring('auth', 'topic', [], [{ name: 'x', owner: 'A.b' }])).toEqual(["A.b handles topic 'x', which auth does not declare"]);
  });
});
