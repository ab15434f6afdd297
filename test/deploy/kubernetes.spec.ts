/**
 * k8s/ runs the product in a cluster: every manifest is a valid object of its kind, every app has a
 * Deployment and a Service probed on its own port with exactly the environment it reads, secrets
 * come only from the Secret, and the autoscaled apps have Kafka partitions enough for their replicas.
 */
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { ConfigMap, Namespace, Secret, Service } from 'kubernetes-models/v1';
import { Deployment } from 'kubernetes-models/apps/v1';
import { Job } from 'kubernetes-models/batch/v1';
import { HorizontalPodAutoscaler } from 'kubernetes-models/autoscaling/v2';
import { PodDisruptionBudget } from 'kubernetes-models/policy/v1';
import { Ingress } from 'kubernetes-models/networking.k8s.io/v1';
import { loadConfig } from '@dental/config';
import {
  EventSubscriptions,
  KAFKA_TOPICS,
  RpcCalls,
  SERVICES,
  replyTopic,
  replyTopics,
  requestTopic,
  type RpcCaller,
} from '@dental/contracts';
import { unknownFields } from './unknown-fields';
import { APP_CONFIG_SCHEMAS, APP_NAMES, APP_PORTS, SECRET_VARIABLES, variablesOf, type AppName } from './app-env';
import {
  K8S_DIR,
  ROOT,
  appsInRepository,
  effectiveEnv,
  findObject,
  loadKustomization,
  loadManifests,
  manifestFiles,
  parseYamlDocuments,
  parseDockerfile,
  podTemplateOf,
  readText,
  resolveEnv,
  resolvePort,
  secretData,
  type Container,
  type K8sObject,
  type Manifest,
  type PodTemplate,
} from './manifests';

type ModelClass = (new (data: never) => { validate(): void }) & { prototype: { validate(this: unknown): void } };

/** The schema for each kind the manifests use; a manifest of any other kind fails until it is added here. */
const modelClassOf = (object: K8sObject): ModelClass | undefined => {
  const constructors: Record<string, ModelClass> = {
    'v1/Namespace': Namespace,
    'v1/ConfigMap': ConfigMap,
    'v1/Secret': Secret,
    'v1/Service': Service,
    'apps/v1/Deployment': Deployment,
    'batch/v1/Job': Job,
    'autoscaling/v2/HorizontalPodAutoscaler': HorizontalPodAutoscaler,
    'policy/v1/PodDisruptionBudget': PodDisruptionBudget,
    'networking.k8s.io/v1/Ingress': Ingress,
  };
  return constructors[`${object.apiVersion}/${object.kind}`];
};
const modelFor = (object: K8sObject): { validate(): void } | undefined => {
  const Model = modelClassOf(object);
  return Model ? new Model(object as never) : undefined;
};
/** Fields of the object no schema of its kind knows (./unknown-fields.ts). */
const unknownFieldsOf = (object: K8sObject): string[] => {
  const Model = modelClassOf(object);
  if (!Model) throw new Error(`no schema for ${object.apiVersion}/${object.kind}`);
  return unknownFields(object, Model.prototype.validate);
};
const copyOf = <T>(value: T): T => structuredClone(value);

/** Real-looking values for the Secret's keys, standing in for what an operator puts there. */
const operatorSecrets: Record<string, string> = {
  JWT_SECRET: 'a-jwt-secret-of-at-least-32-characters-for-tests',
  BODY_ENCRYPTION_KEY: 'body-key-for-tests',
  CREDENTIALS_KEY: 'ab'.repeat(32),
  DATABASE_URL: 'postgres://dental:password@postgres.internal:5432/dental',
  REDIS_URL: 'redis://:password@redis.internal:6379',
  S3_ACCESS_KEY: 'dental-app',
  S3_SECRET_KEY: 's3-secret-key-for-tests',
  // Empty: no SMS provider, every PIN goes by e-mail.
  SMS_API_URL: '',
  AZURE_STORAGE_CONNECTION_STRING: 'DefaultEndpointsProtocol=https;AccountName=dentalfeeds;AccountKey=a2V5;EndpointSuffix=core.windows.net',
  SFTP_PASSWORD: 'sftp-password-for-tests',
  // Empty: the SFTP feed signs in with its password.
  SFTP_PRIVATE_KEY: '',
  STRIPE_SECRET_KEY: 'sk_live_keyfortests',
  STRIPE_WEBHOOK_SECRET: 'whsec_secretfortests',
};

const manifests: Manifest[] = loadManifests();
const objects = manifests.map((m) => m.object);
const ofKind = (kind: string) => objects.filter((o) => o.kind === kind);
const required = (kind: string, name: string): K8sObject => {
  const found = findObject(manifests, kind, name);
  if (!found) throw new Error(`k8s/ has no ${kind} named ${name}`);
  return found;
};
const templateOf = (object: K8sObject): PodTemplate => {
  const template = podTemplateOf(object);
  if (!template) throw new Error(`${object.kind} ${object.metadata.name} has no pod template`);
  return template;
};
const appContainer = (app: AppName): Container => {
  const containers = templateOf(required('Deployment', app)).spec.containers;
  expect(containers).toHaveLength(1);
  return containers[0];
};
const podTemplates = objects.flatMap((object) => {
  const template = podTemplateOf(object);
  return template ? [{ object, template }] : [];
});
const hpaFor = (app: string) => ofKind('HorizontalPodAutoscaler').find((h) => (h.spec as HpaSpec).scaleTargetRef.name === app);
interface HpaSpec {
  scaleTargetRef: { apiVersion: string; kind: string; name: string };
  minReplicas?: number;
  maxReplicas: number;
  metrics?: { type: string; resource?: { name: string } }[];
}
/** The most replicas an app can run: its HPA's maximum, or its fixed count. */
const maxReplicasOf = (app: string): number => {
  const hpa = hpaFor(app);
  if (hpa) return (hpa.spec as HpaSpec).maxReplicas;
  return (required('Deployment', app).spec as { replicas?: number }).replicas ?? 1;
};

describe('k8s manifests', () => {
  it.each(manifests.map((m) => [`${m.file}: ${m.object.kind} ${m.object.metadata?.name}`, m] as const))(
    '%s validates against the Kubernetes schema',
    (_label, manifest) => {
      const model = modelFor(manifest.object);
      expect({ kind: `${manifest.object.apiVersion}/${manifest.object.kind}`, known: model !== undefined }).toEqual({
        kind: `${manifest.object.apiVersion}/${manifest.object.kind}`,
        known: true,
      });
      expect(() => model?.validate()).not.toThrow();
      // Strict, as `kubectl apply --validate=strict`: a misspelt or unknown field fails.
      expect(unknownFieldsOf(manifest.object)).toEqual([]);
    },
  );

  it('would fail on a misspelt or unknown field anywhere in a manifest, and accepts any key of a map', () => {
    const deployment = copyOf(required('Deployment', 'auth')) as K8sObject & { spec: { template: { spec: Record<string, unknown> } } };
    const container = (deployment.spec.template.spec.containers as Record<string, unknown>[])[0];
    container.livenesProbe = container.livenessProbe;
    (container.resources as Record<string, unknown>).limit = { cpu: '1' };
    deployment.spec.template.spec.securityContex = {};
    (deployment.metadata as Record<string, unknown>).label = {};
    // Labels and annotations are maps: any key is fine.
    (deployment.metadata.labels as Record<string, string>)['example.com/any-key'] = 'x';
    expect(unknownFieldsOf(deployment).sort()).toEqual(
      [
        'metadata.label',
        'spec.template.spec.containers[0].livenesProbe',
        'spec.template.spec.containers[0].resources.limit',
        'spec.template.spec.securityContex',
      ].sort(),
    );
    const job = copyOf(required('Job', 'migrate')) as K8sObject & { spec: Record<string, unknown> };
    job.spec.backOffLimit = 3;
    expect(unknownFieldsOf(job)).toEqual(['spec.backOffLimit']);
    // The lenient model validation alone lets these through: that is why the strict check exists.
    expect(() => modelFor(job)?.validate()).not.toThrow();
  });

  it('are all in the dental namespace', () => {
    for (const object of objects.filter((o) => o.kind !== 'Namespace')) {
      expect(`${object.kind} ${object.metadata.name}: ${object.metadata.namespace}`).toBe(`${object.kind} ${object.metadata.name}: dental`);
    }
    expect(findObject(manifests, 'Namespace', 'dental')).toBeDefined();
  });

  it('have unique names per kind', () => {
    const keys = objects.map((o) => `${o.kind}/${o.metadata.name}`);
    expect(keys.filter((key, index) => keys.indexOf(key) !== index)).toEqual([]);
  });

  describe('kustomization.yaml', () => {
    const kustomization = loadKustomization();

    it('lists every manifest in k8s/, and only existing files', () => {
      expect([...(kustomization.resources ?? [])].sort()).toEqual(manifestFiles());
      for (const resource of kustomization.resources ?? []) expect(existsSync(join(ROOT, K8S_DIR, resource))).toBe(true);
      expect(kustomization.namespace).toBe('dental');
    });

    it('pins the tag of every image the manifests run from this repository', () => {
      const own = new Set(
        podTemplates
          .flatMap(({ template }) => template.spec.containers.map((c) => c.image.split(':')[0]))
          .filter((i) => i.startsWith('dental/')),
      );
      expect((kustomization.images ?? []).map((i) => i.name).sort()).toEqual([...own].sort());
    });

    /**
     * What `kubectl apply -k k8s` would send: kubectl's own kustomize (v1.14+) where it is installed,
     * else the same transformations this base uses (its resources, the namespace, the pinned images)
     * applied here, so the check runs, and validates, either way.
     */
    const rendered = (): { by: string; objects: K8sObject[] } => {
      const kubectl = spawnSync('kubectl', ['kustomize', join(ROOT, K8S_DIR)], { encoding: 'utf8' });
      if (!kubectl.error) {
        expect({ status: kubectl.status, stderr: kubectl.stderr }).toEqual({ status: 0, stderr: '' });
        return { by: 'kubectl kustomize', objects: parseYamlDocuments(kubectl.stdout, 'kubectl kustomize k8s/') as K8sObject[] };
      }
      const images = new Map((kustomization.images ?? []).map((i) => [i.name, i]));
      const pinned = (image: string) => {
        const rule = images.get(image.split(':')[0]);
        return rule ? `${rule.newName ?? image.split(':')[0]}:${rule.newTag ?? image.split(':')[1] ?? 'latest'}` : image;
      };
      const own = copyOf(objects).map((object) => {
        if (object.kind !== 'Namespace' && kustomization.namespace) object.metadata.namespace = kustomization.namespace;
        const spec = podTemplateOf(object)?.spec;
        for (const container of [...(spec?.containers ?? []), ...(spec?.initContainers ?? [])]) container.image = pinned(container.image);
        return object;
      });
      return { by: 'the kustomization read here (kubectl is not installed)', objects: own };
    };

    it('renders (with kubectl kustomize where installed) into the same objects, each valid and strict, with the images pinned', () => {
      const { by, objects: built } = rendered();
      const keys = (list: K8sObject[]) => list.map((o) => `${o.kind}/${o.metadata.namespace ?? ''}/${o.metadata.name}`).sort();
      const namespaced = (o: K8sObject) => ({
        ...o,
        metadata: { ...o.metadata, namespace: o.kind === 'Namespace' ? undefined : 'dental' },
      });
      expect({ by, objects: keys(built) }).toEqual({ by, objects: keys(objects.map(namespaced)) });
      for (const object of built) {
        const label = `${by}: ${object.kind} ${object.metadata.name}`;
        let invalid: string | null = null;
        try {
          const model = modelFor(object);
          if (!model) throw new Error(`no schema for ${object.apiVersion}/${object.kind}`);
          model.validate();
        } catch (error) {
          invalid = String(error);
        }
        expect({ label, invalid }).toEqual({ label, invalid: null });
        expect({ label, unknown: unknownFieldsOf(object) }).toEqual({ label, unknown: [] });
        for (const container of [
          ...(podTemplateOf(object)?.spec.containers ?? []),
          ...(podTemplateOf(object)?.spec.initContainers ?? []),
        ]) {
          if (!container.image.startsWith('dental/')) continue;
          const pin = (kustomization.images ?? []).find((i) => i.name === container.image.split(':')[0]);
          expect({ label, image: container.image }).toEqual({ label, image: `${container.image.split(':')[0]}:${pin?.newTag}` });
        }
      }
    });
  });

  it('have a Deployment and a Service for every app in apps/', () => {
    expect([...APP_NAMES].sort()).toEqual(appsInRepository());
    for (const app of appsInRepository()) {
      expect({ app, deployment: Boolean(findObject(manifests, 'Deployment', app)) }).toEqual({ app, deployment: true });
      expect({ app, service: Boolean(findObject(manifests, 'Service', app)) }).toEqual({ app, service: true });
    }
  });

  describe.each(APP_NAMES)('%s', (app) => {
    it(`runs the image dental/${app}, which the Dockerfile builds as target ${app}`, () => {
      expect(appContainer(app).image).toMatch(new RegExp(`^dental/${app}(:[\\w.-]+)?$`));
      expect(parseDockerfile(readText('Dockerfile')).map((s) => s.name)).toContain(app);
    });

    it('selects its own pods', () => {
      const deployment = required('Deployment', app);
      const selector = (deployment.spec as { selector: { matchLabels: Record<string, string> } }).selector.matchLabels;
      const labels = templateOf(deployment).metadata?.labels ?? {};
      expect(labels).toEqual(expect.objectContaining(selector));
      const serviceSelector = (required('Service', app).spec as { selector: Record<string, string> }).selector;
      expect(labels).toEqual(expect.objectContaining(serviceSelector));
      // No other app's pods match this Service.
      for (const other of APP_NAMES.filter((a) => a !== app)) {
        const otherLabels = templateOf(required('Deployment', other)).metadata?.labels ?? {};
        expect(Object.entries(serviceSelector).every(([key, value]) => otherLabels[key] === value)).toBe(false);
      }
    });

    it('sets exactly the variables the app reads, each resolvable', () => {
      const container = appContainer(app);
      expect(container.envFrom).toBeUndefined();
      expect((container.env ?? []).map((e) => e.name).sort()).toEqual(variablesOf(app));
      expect(() => resolveEnv(container, manifests)).not.toThrow();
    });

    it("gets values the app's configuration accepts once the Secret holds real values", () => {
      const env = resolveEnv(appContainer(app), manifests, operatorSecrets);
      expect(() => loadConfig(APP_CONFIG_SCHEMAS[app], env)).not.toThrow();
      expect(env.NODE_ENV).toBe('production');
      expect(env.HTTP_PORT).toBe(String(APP_PORTS[app]));
    });

    it('takes every secret from the Secret, never from a literal or the ConfigMap', () => {
      for (const variable of appContainer(app).env ?? []) {
        if (!SECRET_VARIABLES.includes(variable.name)) continue;
        expect({ name: variable.name, from: variable.valueFrom?.secretKeyRef?.name }).toEqual({
          name: variable.name,
          from: 'dental-secrets',
        });
      }
    });

    it('is probed on the port its HTTP_PORT sets: liveness /health, readiness /health/ready', () => {
      const container = appContainer(app);
      const port = Number(resolveEnv(container, manifests).HTTP_PORT);
      expect(port).toBe(APP_PORTS[app]);
      const liveness = container.livenessProbe?.httpGet;
      const readiness = container.readinessProbe?.httpGet;
      expect(liveness?.path).toBe('/health');
      expect(readiness?.path).toBe('/health/ready');
      expect(resolvePort(container, liveness?.port ?? '')).toBe(port);
      expect(resolvePort(container, readiness?.port ?? '')).toBe(port);
      if (container.startupProbe) {
        expect(container.startupProbe.httpGet?.path).toBe('/health');
        expect(resolvePort(container, container.startupProbe.httpGet?.port ?? '')).toBe(port);
      }
    });

    it('is reachable through its Service on that port', () => {
      const container = appContainer(app);
      const ports = (required('Service', app).spec as { ports: { name?: string; port: number; targetPort?: number | string }[] }).ports;
      expect(ports.map((p) => resolvePort(container, p.targetPort ?? p.port))).toContain(APP_PORTS[app]);
    });

    it('is given time to shut down gracefully (more than SHUTDOWN_GRACE_MS plus any preStop pause)', () => {
      const template = templateOf(required('Deployment', app));
      const container = appContainer(app);
      const graceMs = Number(resolveEnv(container, manifests).SHUTDOWN_GRACE_MS);
      const preStop = container.lifecycle?.preStop;
      const pauseMs = 1000 * (preStop?.sleep?.seconds ?? (preStop?.exec?.command?.[0] === 'sleep' ? Number(preStop.exec.command[1]) : 0));
      expect((template.spec.terminationGracePeriodSeconds ?? 30) * 1000).toBeGreaterThan(graceMs + pauseMs);
    });
  });

  it('gives the gateway the web app directory its image carries', () => {
    const webDist = effectiveEnv(parseDockerfile(readText('Dockerfile')), 'gateway').WEB_DIST;
    expect(webDist).toBeDefined();
    expect(resolveEnv(appContainer('gateway'), manifests).WEB_DIST).toBe(webDist);
  });

  describe('every pod (apps and Jobs)', () => {
    it.each(podTemplates.map(({ object, template }) => [`${object.kind} ${object.metadata.name}`, template] as const))(
      '%s runs as non-root, without privilege escalation, with requests and limits',
      (_label, template) => {
        const pod = template.spec.securityContext;
        for (const container of [...template.spec.containers, ...(template.spec.initContainers ?? [])]) {
          const nonRoot = container.securityContext?.runAsNonRoot ?? pod?.runAsNonRoot;
          expect({ container: container.name, runAsNonRoot: nonRoot }).toEqual({ container: container.name, runAsNonRoot: true });
          const user = container.securityContext?.runAsUser ?? pod?.runAsUser;
          if (user !== undefined) expect(user).not.toBe(0);
          expect(container.securityContext?.allowPrivilegeEscalation).toBe(false);
          expect(container.securityContext?.capabilities?.drop).toContain('ALL');
          for (const kind of ['requests', 'limits'] as const) {
            for (const resource of ['cpu', 'memory']) {
              expect({ container: container.name, [`${kind}.${resource}`]: container.resources?.[kind]?.[resource] !== undefined }).toEqual(
                {
                  container: container.name,
                  [`${kind}.${resource}`]: true,
                },
              );
            }
          }
        }
      },
    );
  });

  describe.each(ofKind('Deployment').map((d) => [d.metadata.name, d] as const))('Deployment %s', (name, deployment) => {
    const pod = templateOf(deployment).spec;

    it('probes, limits and locks down every container: liveness and readiness, requests and limits, read-only root', () => {
      for (const container of pod.containers) {
        expect({ container: container.name, liveness: container.livenessProbe?.httpGet?.path }).toEqual({
          container: container.name,
          liveness: '/health',
        });
        expect({ container: container.name, readiness: container.readinessProbe?.httpGet?.path }).toEqual({
          container: container.name,
          readiness: '/health/ready',
        });
      }
      for (const container of [...pod.containers, ...(pod.initContainers ?? [])]) {
        expect({ container: container.name, readOnlyRoot: container.securityContext?.readOnlyRootFilesystem }).toEqual({
          container: container.name,
          readOnlyRoot: true,
        });
        for (const kind of ['requests', 'limits'] as const)
          expect({ container: container.name, kind, resources: Object.keys(container.resources?.[kind] ?? {}).sort() }).toEqual({
            container: container.name,
            kind,
            resources: ['cpu', 'memory'],
          });
      }
      expect(pod.automountServiceAccountToken).toBe(false);
      expect(pod.securityContext?.seccompProfile?.type).toBe('RuntimeDefault');
    });

    it("starts only once this release's migrations and topics are in place (an init container waits for both Jobs)", () => {
      const ready = (pod.initContainers ?? []).find((c) => c.name === 'release-ready');
      expect(ready).toBeDefined();
      // The migrate image of the same release: the Jobs' image, pinned with them by kustomization.yaml.
      expect(ready!.image).toBe(templateOf(required('Job', 'migrate')).spec.containers[0].image);
      const env = resolveEnv(ready!, manifests, operatorSecrets);
      const appEnv = resolveEnv(pod.containers[0], manifests, operatorSecrets);
      expect(env.KAFKA_BROKERS).toBe(resolveEnv(templateOf(required('Job', 'kafka-topics')).spec.containers[0], manifests).KAFKA_BROKERS);
      if (appEnv.DATABASE_URL !== undefined) {
        // Its own schema, on the database the app uses.
        expect(SERVICES).toContain(name);
        expect(ready!.command).toEqual(['node', 'scripts/release-ready.mjs', name]);
        expect(env.DATABASE_URL).toBe(appEnv.DATABASE_URL);
      } else {
        expect(ready!.command).toEqual(['node', 'scripts/release-ready.mjs']);
      }
      expect(existsSync(join(ROOT, 'scripts/release-ready.mjs'))).toBe(true);
    });
  });

  it('keeps every secret out of the manifests: no pod or init container sets one inline, the ConfigMap holds none', () => {
    const looksSecret = (name: string) =>
      SECRET_VARIABLES.includes(name) || /SECRET|PASSWORD|TOKEN|PRIVATE_KEY|CONNECTION_STRING|_KEY$/.test(name);
    for (const { object, template } of podTemplates) {
      for (const container of [...template.spec.containers, ...(template.spec.initContainers ?? [])]) {
        for (const variable of container.env ?? []) {
          if (!looksSecret(variable.name)) continue;
          expect({
            in: `${object.metadata.name}/${container.name}`,
            name: variable.name,
            from: variable.valueFrom?.secretKeyRef?.name,
          }).toEqual({
            in: `${object.metadata.name}/${container.name}`,
            name: variable.name,
            from: 'dental-secrets',
          });
        }
      }
    }
    const config = required('ConfigMap', 'dental-config').data as Record<string, string>;
    for (const [key, value] of Object.entries(config)) {
      // A URL with credentials in it (postgres://user:password@...) belongs in the Secret.
      expect({ key, credentials: /:\/\/[^/\s]*:[^/\s]*@/.test(value) }).toEqual({ key, credentials: false });
    }
  });

  describe('configuration', () => {
    const config = required('ConfigMap', 'dental-config');
    const secret = required('Secret', 'dental-secrets');

    it('keeps secrets out of the ConfigMap', () => {
      const keys = Object.keys((config.data as Record<string, string>) ?? {});
      expect(keys.filter((key) => SECRET_VARIABLES.includes(key))).toEqual([]);
    });

    it('holds only marked placeholders in the Secret', () => {
      const values = secretData(secret);
      expect(Object.keys(values).sort()).toEqual([...SECRET_VARIABLES].sort());
      for (const [key, value] of Object.entries(values)) expect(`${key}=${value}`).toMatch(new RegExp(`^${key}=CHANGE-ME`));
    });

    it('stops an app started with the placeholder signing and encryption keys, naming the variable', () => {
      const env = resolveEnv(appContainer('gateway'), manifests);
      for (const key of ['JWT_SECRET', 'BODY_ENCRYPTION_KEY']) {
        expect(() => loadConfig(APP_CONFIG_SCHEMAS.gateway, env)).toThrow(key);
      }
    });

    it('leaves migrations to the migrate Job, built from the Dockerfile target migrate', () => {
      expect((config.data as Record<string, string>).DATABASE_MIGRATE_ON_START).toBe('false');
      const migrate = templateOf(required('Job', 'migrate')).spec.containers[0];
      expect(migrate.image).toMatch(/^dental\/migrate(:[\w.-]+)?$/);
      expect(parseDockerfile(readText('Dockerfile')).map((s) => s.name)).toContain('migrate');
      expect(Object.keys(resolveEnv(migrate, manifests))).toContain('DATABASE_URL');
    });
  });

  it('gives every app that runs more than one replica a PodDisruptionBudget that leaves one serving', () => {
    const deployments = ofKind('Deployment').filter((d) => {
      const hpa = hpaFor(d.metadata.name);
      const least = hpa ? ((hpa.spec as HpaSpec).minReplicas ?? 1) : ((d.spec as { replicas?: number }).replicas ?? 1);
      return least > 1;
    });
    expect(deployments.length).toBeGreaterThan(0);
    for (const deployment of deployments) {
      const labels = templateOf(deployment).metadata?.labels ?? {};
      const budgets = ofKind('PodDisruptionBudget').filter((pdb) => {
        const wanted = (pdb.spec as { selector?: { matchLabels?: Record<string, string> } }).selector?.matchLabels ?? {};
        return Object.keys(wanted).length > 0 && Object.entries(wanted).every(([key, value]) => labels[key] === value);
      });
      expect({ app: deployment.metadata.name, budgets: budgets.length }).toEqual({ app: deployment.metadata.name, budgets: 1 });
      const spec = budgets[0].spec as { minAvailable?: number; maxUnavailable?: number };
      expect(spec.maxUnavailable === 1 || spec.minAvailable === 1).toBe(true);
    }
  });

  describe('autoscaling', () => {
    it.each(['gateway', 'verification'])('scales %s with an autoscaling/v2 HPA on an existing Deployment it owns', (app) => {
      const hpa = hpaFor(app);
      expect(hpa?.apiVersion).toBe('autoscaling/v2');
      const spec = hpa?.spec as HpaSpec;
      expect(spec.scaleTargetRef).toEqual({ apiVersion: 'apps/v1', kind: 'Deployment', name: app });
      expect(findObject(manifests, 'Deployment', app)).toBeDefined();
      expect(spec.minReplicas ?? 1).toBeGreaterThanOrEqual(2);
      expect(spec.maxReplicas).toBeGreaterThanOrEqual(spec.minReplicas ?? 1);
      // A replicas field would fight the autoscaler on every apply.
      expect((required('Deployment', app).spec as { replicas?: number }).replicas).toBeUndefined();
    });

    it('targets only Deployments that exist and request the CPU their HPA measures', () => {
      for (const hpa of ofKind('HorizontalPodAutoscaler')) {
        const spec = hpa.spec as HpaSpec;
        const target = required(spec.scaleTargetRef.kind, spec.scaleTargetRef.name);
        for (const metric of spec.metrics ?? []) {
          if (metric.type !== 'Resource' || !metric.resource) continue;
          for (const container of templateOf(target).spec.containers) {
            expect(container.resources?.requests?.[metric.resource.name]).toBeDefined();
          }
        }
      }
    });
  });

  describe('Kafka topics Job', () => {
    const job = templateOf(required('Job', 'kafka-topics')).spec.containers[0];
    const env = resolveEnv(job, manifests);
    const partitionsOf = (topic: string) => KAFKA_TOPICS.find((t) => t.name === topic)?.partitions ?? 0;

    it("runs the product's topics command (libs/contracts KAFKA_TOPICS) from the migrate image", () => {
      expect(job.image).toBe('dental/migrate:latest');
      expect(job.command).toEqual(['node', 'libs/messaging/dist/topics/kafka-topics.cli.js']);
      expect(parseDockerfile(readText('Dockerfile')).map((s) => s.name)).toContain('migrate');
    });

    it('keeps three copies of each partition and acknowledges a message once two hold it', () => {
      expect([env.KAFKA_REPLICATION_FACTOR, env.KAFKA_MIN_INSYNC_REPLICAS]).toEqual(['3', '2']);
    });

    it("gives each caller's reply topic at least as many partitions as the caller's maximum replicas (one reply partition each)", () => {
      for (const caller of Object.keys(RpcCalls) as RpcCaller[]) {
        const topic = replyTopic(caller);
        expect({ topic, enough: partitionsOf(topic) >= maxReplicasOf(caller) }).toEqual({ topic, enough: true });
      }
    });

    it('gives each request topic at least as many partitions as its service can have replicas', () => {
      for (const service of SERVICES)
        expect({ service, enough: partitionsOf(requestTopic(service)) >= maxReplicasOf(service) }).toEqual({ service, enough: true });
    });

    it('gives each event topic at least as many partitions as its busiest consumer can have replicas', () => {
      for (const [consumer, topics] of Object.entries(EventSubscriptions)) {
        for (const topic of topics)
          expect({ consumer, topic, enough: partitionsOf(topic) >= maxReplicasOf(consumer) }).toEqual({ consumer, topic, enough: true });
      }
    });

    it('keeps requests and replies, which carry patient data, for an hour at most', () => {
      for (const topic of [...SERVICES.map(requestTopic), ...replyTopics()])
        expect({ topic, retentionMs: KAFKA_TOPICS.find((t) => t.name === topic)?.retentionMs }).toEqual({
          topic,
          retentionMs: 3_600_000,
        });
    });

    it('reaches the same brokers as the apps', () => {
      expect(env.KAFKA_BROKERS).toBe(resolveEnv(appContainer('gateway'), manifests).KAFKA_BROKERS);
    });
  });

  it('exposes the gateway, and only the gateway, through the Ingress', () => {
    const ingresses = ofKind('Ingress');
    expect(ingresses.length).toBeGreaterThan(0);
    const backends = ingresses.flatMap((ingress) =>
      (
        (
          ingress.spec as {
            rules?: {
              http?: { paths: { path?: string; backend: { service?: { name: string; port: { name?: string; number?: number } } } }[] };
            }[];
          }
        ).rules ?? []
      ).flatMap((rule) => rule.http?.paths ?? []),
    );
    expect(backends.length).toBeGreaterThan(0);
    for (const path of backends) {
      expect(path.backend.service?.name).toBe('gateway');
      const servicePorts = (required('Service', 'gateway').spec as { ports: { name?: string; port: number }[] }).ports;
      const port = path.backend.service?.port;
      expect(servicePorts.some((p) => (port?.name !== undefined ? p.name === port.name : p.port === port?.number))).toBe(true);
    }
    expect(backends.map((p) => p.path)).toContain('/');
  });
});
