/**
 * Publishes simulated verification bot results to Kafka, as the verification bots do in production
 * (`npm run bot` runs it against the product `npm start` started).
 *
 *   node apps/verification/dist/bot-simulator/bot-simulator.cli.js [--count N] [--rate R] [--practice ID] [--malformed]
 *   node apps/verification/dist/bot-simulator/bot-simulator.cli.js --extractions
 *
 * With --extractions it stays running and answers every extraction command (Command center) as an
 * extraction bot would (simulated-extraction.ts), until Ctrl-C.
 * Reads KAFKA_BROKERS. Each message is checked against the contract's schema before it is sent.
 */
import { z } from 'zod';
import { Kafka, Partitioners, logLevel, type Producer } from 'kafkajs';
import { kafkaVariables, loadConfigOrExit } from '@dental/config';
import { MessageHeaders, Topics, botVerificationResultSchema, extractionCommandSchema, parseInput } from '@dental/contracts';
import { DEMO_PRACTICES } from '@dental/testing';
import { malformedBotResult, simulatedBotResult } from './simulated-results';
import { SIMULATED_BOT, simulatedExtraction } from './simulated-extraction';

const USAGE = `Publishes simulated verification bot results to Kafka (topic ${Topics.BotVerificationResult}).

Options:
  --count N        how many results to publish (default 10; 0 with --malformed sends only the bad one)
  --rate R         results per second (default 2)
  --practice ID    publish for this demo practice only (default: a random demo practice each time)
  --malformed      first publish one invalid message, to see it dead-lettered with the reason
  --extractions    keep running and answer each extraction command (topic ${Topics.BotExtractionCommand}) as a bot
                   would: results for the date, log rows, status events, then 'completed' (Ctrl-C stops)
  --help           show this text

Environment: KAFKA_BROKERS (host:port[,host:port...]).
Demo practices:
${DEMO_PRACTICES.map((p) => `  ${p._id}  ${p.name} (${p.state})`).join('\n')}`;

interface Options {
  count: number;
  rate: number;
  practiceId?: string;
  malformed: boolean;
  extractions: boolean;
}

function fail(message: string): never {
  console.error(`${message}\n\n${USAGE}`);
  process.exit(2);
}

function parseArguments(args: string[]): Options {
  const options: Options = { count: 10, rate: 2, malformed: false, extractions: false };
  for (let i = 0; i < args.length; i++) {
    const arg = args[i];
    const value = () => args[++i] ?? fail(`${arg} needs a value`);
    if (arg === '--help' || arg === '-h') {
      console.log(USAGE);
      process.exit(0);
    } else if (arg === '--count') {
      options.count = Number(value());
      if (!Number.isInteger(options.count) || options.count < 0) fail('--count must be a whole number, 0 or more');
    } else if (arg === '--rate') {
      options.rate = Number(value());
      if (!Number.isFinite(options.rate) || options.rate <= 0 || options.rate > 1000)
        fail('--rate must be a number above 0 and at most 1000');
    } else if (arg === '--practice') {
      options.practiceId = value();
    } else if (arg === '--extractions') {
      options.extractions = true;
    } else if (arg === '--malformed') {
      options.malformed = true;
    } else {
      fail(`Unknown option ${arg}`);
    }
  }
  return options;
}

function sleep(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

async function main(): Promise<void> {
  const options = parseArguments(process.argv.slice(2));
  const practice = options.practiceId ? DEMO_PRACTICES.find((p) => p._id === options.practiceId) : undefined;
  if (options.practiceId && !practice) fail(`--practice ${options.practiceId} is not a demo practice`);
  const { KAFKA_BROKERS } = loadConfigOrExit(z.object({ KAFKA_BROKERS: kafkaVariables.KAFKA_BROKERS }));

  const kafka = new Kafka({ clientId: 'bot-simulator', brokers: KAFKA_BROKERS, logLevel: logLevel.WARN });
  const producer = kafka.producer({ createPartitioner: Partitioners.DefaultPartitioner });
  await producer.connect();
  if (options.extractions) return answerExtractions(kafka, producer);
  let stopping = false;
  process.once('SIGINT', () => (stopping = true));
  try {
    if (options.malformed) {
      const bad = malformedBotResult(practice);
      let reason = '';
      try {
        parseInput(botVerificationResultSchema, bad, 'message');
      } catch (error) {
        reason = error instanceof Error ? error.message : String(error);
      }
      await producer.send({
        topic: Topics.BotVerificationResult,
        messages: [{ key: String(bad.verificationId), value: JSON.stringify(bad) }],
      });
      console.log(
        `published 1 malformed message; the verification service sends it to '${Topics.DeadLetter}' with the reason:\n  ${reason}`,
      );
    }
    const random = Math.random;
    for (let n = 1; n <= options.count && !stopping; n++) {
      const result = parseInput(botVerificationResultSchema, simulatedBotResult(random, practice), 'message');
      await producer.send({
        topic: Topics.BotVerificationResult,
        messages: [
          {
            key: result.verificationId,
            value: JSON.stringify(result),
            headers: {
              [MessageHeaders.MessageId]: result.eventId,
              [MessageHeaders.OccurredAt]: result.occurredAt,
              [MessageHeaders.Producer]: result.botId,
            },
          },
        ],
      });
      const where = DEMO_PRACTICES.find((p) => p._id === result.practiceId);
      console.log(
        `published ${n}/${options.count}: ${result.patient.firstName} ${result.patient.lastName} at ${where?.name ?? result.practiceId}, ` +
          `appointment ${result.appointment.date} ${result.appointment.time ?? ''} (${result.type}, ${result.result.verificationBy}, ` +
          `${result.result.eligibilityStatus || 'no status'}) verificationId ${result.verificationId}`,
      );
      if (n < options.count) await sleep(1000 / options.rate);
    }
  } finally {
    await producer.disconnect();
  }
}

/** Answers extraction commands until Ctrl-C; a command that fails its schema is skipped with the reason. */
async function answerExtractions(kafka: Kafka, producer: Producer): Promise<void> {
  const consumer = kafka.consumer({ groupId: SIMULATED_BOT, maxWaitTimeInMs: 200 });
  await consumer.connect();
  await consumer.subscribe({ topic: Topics.BotExtractionCommand, fromBeginning: false });
  await consumer.run({
    eachMessage: async ({ message }) => {
      let command;
      try {
        command = parseInput(extractionCommandSchema, JSON.parse(message.value?.toString() ?? ''), 'command');
      } catch (error) {
        console.error(`skipped a command: ${error instanceof Error ? error.message : String(error)}`);
        return;
      }
      console.log(`extracting ${command.type} ${command.date} for practice ${command.practiceId} (attempt ${command.attempt})`);
      const messages = simulatedExtraction(command, Math.random);
      for (const m of messages) {
        await producer.send({
          topic: m.topic,
          messages: [
            {
              key: m.key,
              value: JSON.stringify(m.payload),
              headers: {
                [MessageHeaders.MessageId]: m.messageId,
                [MessageHeaders.OccurredAt]: new Date().toISOString(),
                [MessageHeaders.Producer]: SIMULATED_BOT,
              },
            },
          ],
        });
        await sleep(100);
      }
      console.log(
        `completed ${command.date} for practice ${command.practiceId}: ${messages.filter((m) => m.topic === Topics.BotVerificationResult).length} results`,
      );
    },
  });
  console.log(`answering extraction commands on ${Topics.BotExtractionCommand}; Ctrl-C stops`);
  await new Promise<void>((resolve) => {
    process.once('SIGINT', resolve);
    process.once('SIGTERM', resolve);
  });
  await consumer.disconnect();
  await producer.disconnect();
}

main().catch((error: unknown) => {
  console.error(`bot simulator failed: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
