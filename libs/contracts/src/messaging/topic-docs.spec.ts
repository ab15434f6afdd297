import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { BOT_TOPICS, botTopicsMarkdown } from './topic-docs';
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
});
