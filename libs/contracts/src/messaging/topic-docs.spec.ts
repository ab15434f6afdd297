import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import Ajv from 'ajv';
import addFormats from 'ajv-formats';
import { BOT_TOPICS, botTopicsAsyncApi, botTopicsMarkdown } from './topic-docs';
import { EventSubscriptions, KAFKA_TOPICS } from './topics';

describe('the topics described for bot authors', () => {
  it('are in the committed docs/bot-topics.md exactly as generated (run `node scripts/bot-topics-doc.mjs` after a change)', () => {
    const committed = readFileSync(join(__dirname, '../../../../docs/bot-topics.md'), 'utf8');
    expect(committed).toBe(botTopicsMarkdown());
  });

  it('each come with an example its own schema accepts', () => {
    for (const topic of BOT_TOPICS) expect(() => topic.schema.parse(topic.example)).not.toThrow();
  });

  it('are all created by the topic list, and those bots publish are consumed by a service', () => {
    const created = KAFKA_TOPICS.map((t) => t.name);
    const consumed = Object.values(EventSubscriptions).flat();
    for (const topic of BOT_TOPICS) {
      expect(created).toContain(topic.topic);
      if (topic.direction === 'bots publish') expect(consumed).toContain(topic.topic);
    }
  });

  describe('as AsyncAPI (docs/bot-topics.asyncapi.json)', () => {
    type Message = { name: string; contentType: string; payload: object; headers: object; examples: { payload: unknown }[] };
    type Operation = { operationId: string; message: { $ref: string } };
    const doc = botTopicsAsyncApi() as {
      asyncapi: string;
      info: { title: string; version: string };
      servers: Record<string, { protocol: string }>;
      channels: Record<string, { publish?: Operation; subscribe?: Operation; bindings: { kafka: { topic: string } } }>;
      components: { messages: Record<string, Message> };
    };

    it('is committed exactly as generated (run `node scripts/bot-topics-doc.mjs` after a change)', () => {
      const committed: unknown = JSON.parse(readFileSync(join(__dirname, '../../../../docs/bot-topics.asyncapi.json'), 'utf8'));
      expect(committed).toEqual(JSON.parse(JSON.stringify(doc)));
    });

    it('is an AsyncAPI 2.6 document over Kafka with a channel per bot topic, in the direction a bot uses it', () => {
      expect(doc.asyncapi).toBe('2.6.0');
      expect(doc.info.title).toBeTruthy();
      expect(Object.values(doc.servers).map((s) => s.protocol)).toEqual(['kafka']);
      expect(Object.keys(doc.channels).sort()).toEqual(BOT_TOPICS.map((t) => t.topic).sort());
      for (const topic of BOT_TOPICS) {
        const channel = doc.channels[topic.topic];
        expect(channel.bindings.kafka.topic).toBe(topic.topic);
        const operation = topic.direction === 'bots publish' ? channel.publish : channel.subscribe;
        expect(channel[topic.direction === 'bots publish' ? 'subscribe' : 'publish']).toBeUndefined();
        expect(operation?.message.$ref).toBe(`#/components/messages/${topic.payload}`);
      }
      const ids = Object.values(doc.channels).map((c) => (c.publish ?? c.subscribe)!.operationId);
      expect(new Set(ids).size).toBe(ids.length);
    });

    it('gives each message a JSON Schema that accepts its example and refuses what the service refuses', () => {
      // A JSON Schema draft-07 validator (ajv, with the standard formats), independent of zod.
      const ajv = new Ajv({ allErrors: true });
      addFormats(ajv);
      for (const topic of BOT_TOPICS) {
        const message = doc.components.messages[topic.payload];
        expect(message.contentType).toBe('application/json');
        const validate = ajv.compile(message.payload);
        for (const example of message.examples)
          expect({ topic: topic.topic, valid: validate(example.payload), errors: validate.errors }).toEqual({
            topic: topic.topic,
            valid: true,
            errors: null,
          });
        // An empty object is refused by the service's schema, and by the published one.
        expect(topic.schema.safeParse({}).success).toBe(false);
        expect(validate({})).toBe(false);
      }
    });
  });
});
