import { Logger } from '@nestjs/common';
import { ServerKafka, type KafkaContext } from '@nestjs/microservices';
import { BatchingKafkaServer } from './batching-kafka-server';
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
      server().sendMessage(
        { id: 'c1', response: { ok: true, data: 'x'.repeat(10) } },
        'rpc.auth.reply.gateway',
        '0',
        'c1',
        {} as KafkaContext,
      ),
    ).resolves.toEqual([]);
    expect(send).toHaveBeenCalledTimes(2);
    expect(send.mock.calls[1][0]).toMatchObject({ id: 'c1', isDisposed: true, err: expect.stringContaining('could not be sent') });
  });

  it('gives up quietly when even the error answer is refused', async () => {
    jest.spyOn(ServerKafka.prototype, 'sendMessage').mockRejectedValue(new Error('broker away'));
    jest.spyOn(Logger.prototype, 'error').mockImplementation(() => undefined);
    await expect(server().sendMessage({ id: 'c2', response: 1 }, 'rpc.auth.reply.gateway', '0', 'c2', {} as KafkaContext)).resolves.toEqual(
      [],
    );
  });
});
