import { z } from 'zod';
import { ConfigError, loadConfig } from './load-config';
import { databaseVariables, httpVariables, kafkaVariables } from './variables';

const schema = z.object({ ...httpVariables, ...kafkaVariables, ...databaseVariables });

describe('loadConfig', () => {
  it('parses and defaults a valid environment', () => {
    const config = loadConfig(schema, { HTTP_PORT: '3000', KAFKA_BROKERS: 'a:9092,b:9093', DATABASE_URL: 'postgres://u@h/db' });
    expect(config.KAFKA_BROKERS).toEqual(['a:9092', 'b:9093']);
    expect(config.KAFKA_MAX_WAIT_MS).toBe(3000);
    expect(config.DATABASE_MIGRATE_ON_START).toBe(true);
  });

  it('names every missing or malformed variable', () => {
    let error: ConfigError | undefined;
    try {
      loadConfig(schema, { HTTP_PORT: '70000', KAFKA_BROKERS: 'nohost', DATABASE_URL: '' });
    } catch (e) {
      error = e as ConfigError;
    }
    expect(error).toBeInstanceOf(ConfigError);
    expect(error!.problems).toEqual(
      expect.arrayContaining([
        'HTTP_PORT must be at most 65535',
        'KAFKA_BROKERS must be host:port[,host:port...]',
        'DATABASE_URL is required',
      ]),
    );
  });
});
