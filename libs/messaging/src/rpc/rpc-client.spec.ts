import { KafkaHeaders } from '@nestjs/microservices';
import { KAFKA_TOPICS, RpcCalls, defineCommand, replyTopics } from '@dental/contracts';
import { z } from 'zod';
import { RpcClient, rpcCallerOf } from './rpc-client';

const settings = { brokers: ['127.0.0.1:1'], maxWaitTimeInMs: 100, timeoutMs: 1_000 };

describe('RpcClient', () => {
  it('asks as the caller it names, or as the one its client id starts with', () => {
    expect(rpcCallerOf({ clientId: 'test-gateway', caller: 'gateway' })).toBe('gateway');
    expect(rpcCallerOf({ clientId: 'gateway' })).toBe('gateway');
    expect(rpcCallerOf({ clientId: 'files-rpc' })).toBe('files');
    expect(rpcCallerOf({ clientId: 'reports-rebuild' })).toBe('reports');
    expect(() => rpcCallerOf({ clientId: 'filesystem' })).toThrow(/names no caller/);
  });

  it('refuses to send where its caller has no reply topic', () => {
    expect(() => new RpcClient({ ...settings, clientId: 'files-rpc', replyGroupId: 'g', services: ['billing'] })).toThrow(
      /files asks billing but RpcCalls does not list it/,
    );
  });

  it('has every reply topic of every caller in the topic list', () => {
    const created = new Set(KAFKA_TOPICS.map((t) => t.name));
    expect(replyTopics()).toContain('rpc.reply.gateway');
    expect(replyTopics()).toContain('rpc.reply.files');
    expect(replyTopics().filter((topic) => !created.has(topic))).toEqual([]);
    expect(replyTopics()).toHaveLength(Object.keys(RpcCalls).length);
  });

  it("names its caller's own reply topic, and the partition it reads, in each request", async () => {
    const rpc = new RpcClient({ ...settings, clientId: 'files-rpc', replyGroupId: 'files.replies', services: ['auth'] });
    const sent: { topic: string; messages: { headers: Record<string, string> }[] }[] = [];
    // The Nest client as connected: a producer, and partition 3 of its reply topic assigned.
    const client = (rpc as unknown as { client: Record<string, unknown> }).client;
    client.initialized = Promise.resolve();
    client._producer = { send: (record: (typeof sent)[number]) => (sent.push(record), Promise.resolve([])) };
    client.consumerAssignments = { 'rpc.reply.files': 3 };

    const command = defineCommand<unknown>()('auth', 'anything', z.object({}));
    const answer = rpc.send(command, {}, null, 'request-1').catch((error: unknown) => error);
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(sent.map((record) => record.topic)).toEqual(['rpc.auth']);
    expect(sent[0].messages[0].headers[KafkaHeaders.REPLY_TOPIC]).toBe('rpc.reply.files');
    expect(sent[0].messages[0].headers[KafkaHeaders.REPLY_PARTITION]).toBe('3');
    await answer;
  });

  it('reads the answers of every service it asks on its one reply topic, subscribed once', () => {
    const rpc = new RpcClient({ ...settings, clientId: 'gateway', replyGroupId: 'gateway.replies' });
    const client = (rpc as unknown as { client: { responsePatterns: string[]; subscribeToResponseOf(pattern: string): void } }).client;
    for (const service of RpcCalls.gateway) client.subscribeToResponseOf(`rpc.${service}`);
    expect(client.responsePatterns).toEqual(['rpc.reply.gateway']);
  });
});
