import { Injectable } from '@nestjs/common';
import { Test } from '@nestjs/testing';
import { VerificationCommands, Topics, botVerificationResultSchema, practiceChangedEventSchema } from '@dental/contracts';
import { MessagingModule } from './messaging.module';
import { HandlesCommand } from './rpc/handles-command.decorator';
import { HandlesEvent } from './events/handles-event.decorator';
import { checkWiring } from './wiring-error';

const kafka = { brokers: ['127.0.0.1:1'], clientId: 'wiring-test', maxWaitTimeInMs: 10 };

@Injectable()
class ListTransactions {
  @HandlesCommand(VerificationCommands.listTransactions)
  list() {
    return { records: [], recordsQty: 0 };
  }
}

@Injectable()
class OtherListTransactions {
  @HandlesCommand(VerificationCommands.listTransactions)
  list() {
    return { records: [], recordsQty: 0 };
  }
}

@Injectable()
class BotResults {
  @HandlesEvent(Topics.BotVerificationResult, botVerificationResultSchema)
  apply() {}

  @HandlesEvent(Topics.PracticeChanged, practiceChangedEventSchema)
  project() {}
}

async function start(...providers: (new (...args: never[]) => unknown)[]) {
  const moduleRef = await Test.createTestingModule({
    imports: [MessagingModule.forService({ service: 'verification', kafka })],
    providers,
  }).compile();
  const app = moduleRef.createNestApplication({ logger: false });
  await app.init();
  return app;
}

describe('start-up wiring check', () => {
  it('starts when every declared command and topic has exactly one handler', async () => {
    const app = await start(ListTransactions, BotResults);
    await app.close();
  });

  it('refuses to start when a declared command has no handler', async () => {
    await expect(start(BotResults)).rejects.toThrow("command 'transaction.list' has no handler");
  });

  it('refuses to start when a command has two handlers', async () => {
    await expect(start(ListTransactions, OtherListTransactions, BotResults)).rejects.toThrow(
      "command 'transaction.list' has 2 handlers: ListTransactions.list, OtherListTransactions.list",
    );
  });

  it('refuses to start when a declared topic has no handler', async () => {
    await expect(start(ListTransactions)).rejects.toThrow("topic 'bot.verification.result' has no handler");
  });
});

describe('checkWiring', () => {
  it('reports handlers of undeclared names', () => {
    expect(checkWiring('auth', 'topic', [], [{ name: 'x', owner: 'A.b' }])).toEqual(["A.b handles topic 'x', which auth does not declare"]);
  });
});
