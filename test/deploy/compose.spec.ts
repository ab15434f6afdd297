/**
 * docker-compose.yml runs the whole product on one host: real Kafka (KRaft), Postgres 15, Redis 7,
 * MinIO and an SMTP sink, and every app built from its Dockerfile target with exactly the
 * environment it reads, reachable on one published port.
 */
import { loadConfig } from '@dental/config';
import { APP_CONFIG_SCHEMAS, APP_NAMES, APP_PORTS, variablesOf, type AppName } from './app-env';
import {
  appsInRepository,
  composeDependencies,
  composeEnvironment,
  effectiveEnv,
  interpolate,
  loadCompose,
  parseDockerfile,
  publishedPorts,
  readText,
  type ComposeService,
} from './manifests';

/** What an operator's .env holds (docs/production.md). */
const dotEnv = {
  POSTGRES_PASSWORD: 'postgres-password-for-tests',
  MINIO_ROOT_PASSWORD: 'minio-root-password-for-tests',
  S3_SECRET_KEY: 's3-secret-key-for-tests',
  JWT_SECRET: 'a-jwt-secret-of-at-least-32-characters-for-tests',
  BODY_ENCRYPTION_KEY: 'body-key-for-tests',
  CREDENTIALS_KEY: 'ab'.repeat(32),
};

const compose = loadCompose(dotEnv);
const services = compose.services;
const service = (name: string): ComposeService => {
  const found = services[name];
  if (!found) throw new Error(`docker-compose.yml has no service ${name}`);
  return found;
};
const appEnv = (app: AppName) => composeEnvironment(service(app));
const buildOf = (s: ComposeService) => (typeof s.build === 'string' ? { context: s.build } : s.build);
const hostOf = (address: string) => (/^[a-z][a-z0-9+.-]*:\/\//i.test(address) ? new URL(address).hostname : address.split(':')[0]);

describe('docker-compose.yml', () => {
  it('parses, with its merge keys and variables', () => {
    expect(Object.keys(services).length).toBeGreaterThan(0);
  });

  it('gives every service an image or a build', () => {
    for (const [name, s] of Object.entries(services)) {
      expect({ name, hasImageOrBuild: Boolean(s.image ?? s.build) }).toEqual({ name, hasImageOrBuild: true });
    }
  });

  it('has a service for every app in apps/', () => {
    expect(appsInRepository().filter((app) => !(app in services))).toEqual([]);
    expect([...APP_NAMES].sort()).toEqual(appsInRepository());
  });

  it('refuses to start until .env holds the secrets', () => {
    for (const secret of Object.keys(dotEnv)) {
      expect(() => loadCompose({ ...dotEnv, [secret]: undefined })).toThrow(secret);
    }
  });

  it('publishes one port for the product: the gateway on 3000 (and the demo mail inbox on loopback only)', () => {
    const published = Object.entries(services).flatMap(([name, s]) => publishedPorts(s).map((port) => ({ name, ...port })));
    const product = published.filter((p) => p.name !== 'maildev');
    expect(product).toEqual([{ name: 'gateway', hostIp: '', published: '3000', target: '3000' }]);
    for (const mail of published.filter((p) => p.name === 'maildev')) {
      expect(mail.hostIp).toBe('127.0.0.1');
    }
  });

  describe.each(APP_NAMES)('%s', (app) => {
    it(`is built from the Dockerfile's ${app} target and tagged dental/${app}`, () => {
      const build = buildOf(service(app));
      expect(build?.target).toBe(app);
      expect(build?.dockerfile ?? 'Dockerfile').toBe('Dockerfile');
      expect(parseDockerfile(readText('Dockerfile')).map((s) => s.name)).toContain(app);
      expect(service(app).image).toMatch(new RegExp(`^dental/${app}(:[\\w.-]+)?$`));
    });

    it('sets exactly the variables the app reads', () => {
      expect(Object.keys(appEnv(app)).sort()).toEqual(variablesOf(app));
    });

    it("sets values the app's configuration accepts, in production mode", () => {
      const env = appEnv(app);
      expect(() => loadConfig(APP_CONFIG_SCHEMAS[app], env)).not.toThrow();
      expect(env.NODE_ENV).toBe('production');
      expect(env.HTTP_PORT).toBe(String(APP_PORTS[app]));
    });

    it('keeps the image health check (on /health)', () => {
      const healthcheck = service(app).healthcheck;
      if (healthcheck === undefined) return; // the image's HEALTHCHECK, checked in dockerfile.spec.ts
      expect(healthcheck.disable).not.toBe(true);
      expect(JSON.stringify(healthcheck.test)).toMatch(/\/health\b(?!\/)/);
    });

    it('reaches its infrastructure by compose service names, and waits until it is healthy', () => {
      const env = appEnv(app);
      const dependencies = composeDependencies(service(app));
      const needs: [string | undefined, string, string][] = [
        [env.KAFKA_BROKERS, 'kafka', 'service_healthy'],
        [env.DATABASE_URL, 'postgres', 'service_healthy'],
        [env.REDIS_URL, 'redis', 'service_healthy'],
        [env.S3_ENDPOINT, 'minio', 'service_healthy'],
        [env.SMTP_HOST, 'maildev', 'service_healthy'],
      ];
      for (const [address, infrastructure] of needs) {
        if (address === undefined) continue;
        for (const part of address.split(',')) expect(hostOf(part)).toBe(infrastructure);
      }
      const expected: Record<string, string> = {};
      for (const [address, infrastructure, condition] of needs) {
        if (address === undefined) continue;
        // The bucket exists once minio-init has finished, which itself waits for a healthy MinIO; the
        // topics once kafka-topics has, which waits for a healthy broker.
        if (infrastructure === 'minio') expected['minio-init'] = 'service_completed_successfully';
        else if (infrastructure === 'kafka') expected['kafka-topics'] = 'service_completed_successfully';
        else expected[infrastructure] = condition;
      }
      expect(dependencies).toEqual(expected);
    });
  });

  it('health-checks every service others wait for', () => {
    for (const s of Object.values(services)) {
      for (const [dependency, condition] of Object.entries(composeDependencies(s))) {
        if (condition === 'service_healthy')
          expect({ dependency, test: service(dependency).healthcheck?.test }).toEqual({ dependency, test: expect.anything() });
        if (condition === 'service_completed_successfully')
          expect({ dependency, restart: service(dependency).restart }).toEqual({ dependency, restart: 'no' });
      }
    }
  });

  it('gives the gateway the web app directory the image carries', () => {
    expect(appEnv('gateway').WEB_DIST).toBe(effectiveEnv(parseDockerfile(readText('Dockerfile')), 'gateway').WEB_DIST);
  });

  it('shares one JWT secret between auth (signs) and the gateway (verifies)', () => {
    expect(appEnv('auth').JWT_SECRET).toBe(appEnv('gateway').JWT_SECRET);
  });

  describe('infrastructure', () => {
    it('runs a single-node Kafka in KRaft mode, of the version the local stack runs, that never creates topics by itself', () => {
      const kafka = service('kafka');
      const pinned = /<kafka\.version>([^<]+)<\/kafka\.version>/.exec(readText('libs/local-stack/kafka/pom.xml'))?.[1];
      expect(kafka.image).toBe(`apache/kafka:${pinned}`);
      const env = composeEnvironment(kafka);
      const setting = (name: string) => env[`KAFKA_${name}`];
      expect(setting('PROCESS_ROLES')?.split(',').sort()).toEqual(['broker', 'controller']);
      expect(setting('CONTROLLER_QUORUM_VOTERS')).toMatch(/@kafka:\d+$/);
      expect(setting('ADVERTISED_LISTENERS')).toContain('://kafka:9092');
      expect(setting('AUTO_CREATE_TOPICS_ENABLE')).toBe('false');
      expect(setting('OFFSETS_TOPIC_REPLICATION_FACTOR')).toBe('1');
    });

    it("creates the product's topics with the command the Kubernetes job runs, before any app starts", () => {
      const topics = service('kafka-topics');
      expect(topics.image).toBe('dental/migrate:latest');
      expect(topics.command).toEqual(['node', 'libs/messaging/dist/topics/kafka-topics.cli.js']);
      const env = composeEnvironment(topics);
      expect(env.KAFKA_BROKERS).toBe(appEnv('gateway').KAFKA_BROKERS);
      // One broker: one copy of each partition, acknowledged when that copy has it.
      expect([env.KAFKA_REPLICATION_FACTOR, env.KAFKA_MIN_INSYNC_REPLICAS]).toEqual(['1', '1']);
      expect(composeDependencies(topics)).toEqual({ kafka: 'service_healthy' });
    });

    it('runs PostgreSQL 15, with the database and user the apps connect as', () => {
      const postgres = service('postgres');
      expect(postgres.image).toMatch(/^postgres:15([.-]|$)/);
      const env = composeEnvironment(postgres);
      const url = new URL(appEnv('auth').DATABASE_URL);
      expect(decodeURIComponent(url.username)).toBe(env.POSTGRES_USER);
      expect(decodeURIComponent(url.password)).toBe(env.POSTGRES_PASSWORD);
      expect(url.pathname).toBe(`/${env.POSTGRES_DB}`);
    });

    it('runs Redis 7 without eviction (BullMQ loses jobs otherwise)', () => {
      const redis = service('redis');
      expect(redis.image).toMatch(/^redis:7([.-]|$)/);
      expect(JSON.stringify(redis.command)).toContain('noeviction');
    });

    it('runs MinIO and a one-shot that creates the bucket and the access key the apps use', () => {
      expect(service('minio').image).toMatch(/^(quay\.io\/)?minio\/minio(:|$)/);
      const init = service('minio-init');
      expect(init.image).toMatch(/^(quay\.io\/)?minio\/mc(:|$)/);
      const initEnv = composeEnvironment(init);
      const script = JSON.stringify(init.command);
      expect(script).toMatch(/mc mb\b/);
      expect(script).toMatch(/mc admin user add\b/);
      for (const app of APP_NAMES.filter((a) => variablesOf(a).includes('S3_BUCKET'))) {
        const env = appEnv(app);
        expect({ app, bucket: env.S3_BUCKET, key: env.S3_ACCESS_KEY, secret: env.S3_SECRET_KEY }).toEqual({
          app,
          bucket: initEnv.S3_BUCKET,
          key: initEnv.S3_ACCESS_KEY,
          secret: initEnv.S3_SECRET_KEY,
        });
      }
    });

    it('runs an SMTP sink for the mail the product sends', () => {
      expect(service('maildev').image).toMatch(/^maildev\/maildev(:|$)/);
    });

    it('keeps data in named volumes', () => {
      const volumes = Object.keys(compose.volumes ?? {});
      for (const name of ['kafka', 'postgres', 'redis', 'minio']) {
        const mounts = (service(name).volumes ?? []).map((v) => v.split(':')[0]);
        expect({ name, named: mounts.some((m) => volumes.includes(m)) }).toEqual({ name, named: true });
      }
    });
  });
});

describe('compose variable substitution (as the tests read it)', () => {
  it('follows compose: defaults, required values and $$', () => {
    expect(interpolate('${A:-x}/${B-y}/$$HOME/${C}', { A: '', B: '' })).toBe('x//$HOME/');
    expect(() => interpolate('${A:?set A}', { A: '' })).toThrow('set A');
    expect(interpolate('${A?set A}', { A: '' })).toBe('');
  });
});
