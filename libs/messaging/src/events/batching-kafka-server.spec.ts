import { Logger } from '@nestjs/common';
import { ServerKafka, type KafkaContext } from '@nestjs/microservices';
import { KafkaParser } from '@nestjs/microservices/helpers/kafka-parser';
import { BatchingKafkaServer, REQUEST_MAX_AGE_MS, decodedValue } from './batching-kafka-server';
import type { KafkaHealth } from '../health/kafka-health';

describe("a service's answer the broker refuses", () => {
  afterEach(() => jest.restoreAllMocks());

  const server = () =>
    new BatchingKafkaServer({ client: { clientId: 'test', brokers: ['127.0.0.1:1'] } }, {
      watch: () => undefined,
    } as unknown as KafkaHealth);

  it('does not reject (Nest does not wait for it, so the process would end): the caller is sent a small error answer instead', async () => {
    const send = jest
      .spyOn(ServerKafka.prototype, 'sendMessage')
      .mockRejectedValueOnce(new Error('The request included a message larger than the max message size the server will accept'))
      .mockResolvedValueOnce([]);
    jest.spyOn(Logger.prototype, 'error').mockImplementation(() => undefined);
    await expect(
      server().sendMessage({ id: 'c1', response: { ok: true, data: 'x'.repeat(10) } }, 'rpc.reply.gateway', '0', 'c1', {} as KafkaContext),
    ).resolves.toEqual([]);
    expect(send).toHaveBeenCalledTimes(2);
    expect(send.mock.calls[1][0]).toMatchObject({ id: 'c1', isDisposed: true, err: expect.stringContaining('could not be sent') });
  });

  it('gives up quietly when even the error answer is refused', async () => {
    jest.spyOn(ServerKafka.prototype, 'sendMessage').mockRejectedValue(new Error('broker away'));
    jest.spyOn(Logger.prototype, 'error').mockImplementation(() => undefined);
    await expect(server().sendMessage({ id: 'c2', response: 1 }, 'rpc.reply.gateway', '0', 'c2', {} as KafkaContext)).resolves.toEqual([]);
  });
});

describe('which topics a server consumes, and requests nobody waits for', () => {
  afterEach(() => jest.restoreAllMocks());

  const requestsOnly = () =>
    new BatchingKafkaServer(
      { client: { clientId: 'test', brokers: ['127.0.0.1:1'] } },
      { watch: () => undefined } as unknown as KafkaHealth,
      undefined,
      { name: 'requests', topics: (topic) => topic === 'rpc.verification' },
    );

  it('subscribes only to its part of the handlers’ topics', async () => {
    const server = requestsOnly();
    server.addHandler('rpc.verification', () => Promise.resolve(undefined), false);
    server.addHandler('bot.verification.result', () => Promise.resolve(undefined), true);
    const subscribe = jest.fn().mockResolvedValue(undefined);
    const consumer = { subscribe, run: jest.fn().mockResolvedValue(undefined) };
    await server.bindEvents(consumer as unknown as Parameters<BatchingKafkaServer['bindEvents']>[0]);
    expect(subscribe).toHaveBeenCalledWith(expect.objectContaining({ topics: ['rpc.verification'] }));
  });

  it(`skips a request sent more than ${REQUEST_MAX_AGE_MS / 1000} s ago and answers the fresh one`, async () => {
    const server = requestsOnly();
    const handled: string[] = [];
    jest.spyOn(ServerKafka.prototype, 'handleMessage').mockImplementation((payload) => {
      handled.push(payload.message.offset);
      return Promise.resolve();
    });
    jest.spyOn(Logger.prototype, 'warn').mockImplementation(() => undefined);
    const headers = { kafka_replyTopic: Buffer.from('rpc.reply.reports') };
    const resolveOffset = jest.fn();
    const message = (offset: string, sentMsAgo: number) => ({
      offset,
      timestamp: String(Date.now() - sentMsAgo),
      headers,
      key: null,
      value: null,
    });
    const payload = {
      batch: {
        topic: 'rpc.verification',
        partition: 0,
        messages: [message('7', REQUEST_MAX_AGE_MS + 1_000), message('8', 50)],
        lastOffset: () => '8',
      },
      resolveOffset,
      heartbeat: jest.fn(),
      isRunning: () => true,
      isStale: () => false,
      pause: jest.fn(),
      commitOffsetsIfNecessary: jest.fn(),
    };
    await (server as unknown as { consumeBatch(p: unknown): Promise<void> }).consumeBatch(payload);
    await server.close().catch(() => undefined);
    expect(handled).toEqual(['8']);
    expect(resolveOffset).toHaveBeenCalledWith('8');
  });
});

describe("an event's value", () => {
  it("is decoded as Nest's own parser decodes it, for every shape a value takes", () => {
    const nest = new KafkaParser();
    const values = [
      Buffer.from('{"eventId":"e-1","payload":{"name":"Zoë"}}'),
      Buffer.from('[1,2,3]'),
      Buffer.from('{not json'),
      Buffer.from('plain text'),
      Buffer.from(''),
      Buffer.from([0, 1, 2, 3]),
      null,
    ];
    for (const value of values) expect(decodedValue(value)).toEqual(nest.decode(value as Buffer));
  });
});
