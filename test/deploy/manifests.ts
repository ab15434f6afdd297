/**
 * Reads the production files the way their tools do: docker-compose.yml with YAML merge keys and
 * ${VAR} interpolation, the k8s/ manifests as Kubernetes objects (with env references resolved),
 * and the Dockerfile as stages of instructions. No Docker engine or cluster is needed.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseAllDocuments } from 'yaml';

export const ROOT = join(__dirname, '..', '..');

export function readText(relativePath: string): string {
  return readFileSync(join(ROOT, relativePath), 'utf8');
}

/** The Node apps in apps/: every folder with a package.json, except the web app the gateway serves. */
export function appsInRepository(): string[] {
  return readdirSync(join(ROOT, 'apps'), { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && entry.name !== 'admin-web' && existsSync(join(ROOT, 'apps', entry.name, 'package.json')))
    .map((entry) => entry.name)
    .sort();
}

/** Every npm workspace (apps/* and libs/* with a package.json), as paths from the root. */
export function workspacesInRepository(): string[] {
  return ['apps', 'libs']
    .flatMap((dir) => readdirSync(join(ROOT, dir)).map((name) => `${dir}/${name}`))
    .filter((path) => existsSync(join(ROOT, path, 'package.json')))
    .sort();
}

// ------------------------------------------------------------------------------------------------
// YAML

export type YamlObject = Record<string, unknown>;

/** Parses every document of a YAML text, failing on any syntax error (with merge keys, as compose and kubectl read them). */
export function parseYamlDocuments(text: string, source: string): YamlObject[] {
  return parseAllDocuments(text, { merge: true })
    .map((doc, index) => {
      if (doc.errors.length > 0) throw new Error(`${source} document ${index + 1}: ${doc.errors.map((e) => e.message).join('; ')}`);
      return doc.toJS() as YamlObject | null;
    })
    .filter((doc): doc is YamlObject => doc !== null);
}

export function parseYaml(text: string, source: string): YamlObject {
  const docs = parseYamlDocuments(text, source);
  if (docs.length !== 1) throw new Error(`${source}: expected one YAML document, found ${docs.length}`);
  return docs[0];
}

// ------------------------------------------------------------------------------------------------
// docker-compose.yml

export interface ComposeService {
  image?: string;
  build?: string | { context?: string; dockerfile?: string; target?: string };
  environment?: Record<string, string | number | boolean | null> | string[];
  ports?: (string | number | { target: number; published?: string | number; host_ip?: string })[];
  depends_on?: string[] | Record<string, { condition?: string }>;
  healthcheck?: { test?: string | string[]; disable?: boolean };
  restart?: string;
  command?: string | string[];
  entrypoint?: string | string[];
  volumes?: string[];
}
export interface ComposeFile {
  services: Record<string, ComposeService>;
  volumes?: Record<string, unknown>;
}

const interpolation = /\$\$|\$\{([A-Za-z_][A-Za-z0-9_]*)(?:(:?[-?+])([^}]*))?\}|\$([A-Za-z_][A-Za-z0-9_]*)/g;

/** Compose's variable substitution: ${X}, ${X:-default}, ${X-default}, ${X:?error}, ${X?error}, ${X:+alt}, $X and $$. */
export function interpolate(text: string, env: Record<string, string | undefined>): string {
  return text.replace(
    interpolation,
    (match, braced: string | undefined, operator: string | undefined, argument: string | undefined, bare: string | undefined) => {
      if (match === '$$') return '$';
      const name = braced ?? bare ?? '';
      const value = env[name];
      const set = value !== undefined;
      const nonEmpty = set && value !== '';
      switch (operator) {
        case undefined:
          return value ?? '';
        case ':-':
          return nonEmpty ? value : (argument ?? '');
        case '-':
          return set ? value : (argument ?? '');
        case ':?':
        case '?':
          if (operator === ':?' ? nonEmpty : set) return value as string;
          throw new Error(`required variable ${name} is missing a value: ${argument ?? ''}`);
        case ':+':
          return nonEmpty ? (argument ?? '') : '';
        case '+':
          return set ? (argument ?? '') : '';
        default:
          throw new Error(`unsupported interpolation ${match}`);
      }
    },
  );
}

function interpolateAll(value: unknown, env: Record<string, string | undefined>): unknown {
  if (typeof value === 'string') return interpolate(value, env);
  if (Array.isArray(value)) return value.map((item) => interpolateAll(item, env));
  if (value !== null && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, interpolateAll(item, env)]));
  }
  return value;
}

/** docker-compose.yml as `docker compose config` would see it, with the given .env values. */
export function loadCompose(env: Record<string, string | undefined>): ComposeFile {
  return interpolateAll(parseYaml(readText('docker-compose.yml'), 'docker-compose.yml'), env) as ComposeFile;
}

/** A service's environment as name -> value, whichever of compose's two forms it is written in. */
export function composeEnvironment(service: ComposeService): Record<string, string> {
  const environment = service.environment ?? {};
  if (Array.isArray(environment)) {
    return Object.fromEntries(
      environment.map((entry) => {
        const at = entry.indexOf('=');
        return at < 0 ? [entry, ''] : [entry.slice(0, at), entry.slice(at + 1)];
      }),
    );
  }
  return Object.fromEntries(Object.entries(environment).map(([key, value]) => [key, value === null ? '' : String(value)]));
}

export function composeDependencies(service: ComposeService): Record<string, string> {
  const dependsOn = service.depends_on ?? {};
  if (Array.isArray(dependsOn)) return Object.fromEntries(dependsOn.map((name) => [name, 'service_started']));
  return Object.fromEntries(Object.entries(dependsOn).map(([name, spec]) => [name, spec.condition ?? 'service_started']));
}

/** Host ports a service publishes, as [host address or '', host port, container port]. */
export function publishedPorts(service: ComposeService): { hostIp: string; published: string; target: string }[] {
  return (service.ports ?? []).map((port) => {
    if (typeof port === 'object')
      return { hostIp: port.host_ip ?? '', published: String(port.published ?? ''), target: String(port.target) };
    const parts = String(port).split(':');
    const target = parts.pop() ?? '';
    const published = parts.pop() ?? '';
    return { hostIp: parts.join(':'), published, target };
  });
}

// ------------------------------------------------------------------------------------------------
// k8s/

export interface K8sObject {
  apiVersion: string;
  kind: string;
  metadata: { name: string; namespace?: string; labels?: Record<string, string> };
  [field: string]: unknown;
}
export interface Manifest {
  file: string;
  object: K8sObject;
}

export const K8S_DIR = 'k8s';

/** Every manifest file in k8s/ (not the kustomization, which lists them). */
export function manifestFiles(): string[] {
  return readdirSync(join(ROOT, K8S_DIR))
    .filter((name) => /\.ya?ml$/.test(name) && !/^kustomization\.ya?ml$/.test(name))
    .sort();
}

export function loadManifests(): Manifest[] {
  return manifestFiles().flatMap((file) =>
    parseYamlDocuments(readText(join(K8S_DIR, file)), `${K8S_DIR}/${file}`).map((object) => ({ file, object: object as K8sObject })),
  );
}

export function loadKustomization(): {
  resources?: string[];
  namespace?: string;
  images?: { name: string; newName?: string; newTag?: string }[];
} {
  return parseYaml(readText(join(K8S_DIR, 'kustomization.yaml')), 'k8s/kustomization.yaml');
}

export function findObject(manifests: Manifest[], kind: string, name: string): K8sObject | undefined {
  return manifests.find((m) => m.object.kind === kind && m.object.metadata.name === name)?.object;
}

export interface EnvVar {
  name: string;
  value?: string;
  valueFrom?: {
    configMapKeyRef?: { name: string; key: string; optional?: boolean };
    secretKeyRef?: { name: string; key: string; optional?: boolean };
    fieldRef?: unknown;
  };
}
export interface Probe {
  httpGet?: { path?: string; port: number | string };
}
export interface Container {
  name: string;
  image: string;
  command?: string[];
  ports?: { name?: string; containerPort: number }[];
  env?: EnvVar[];
  envFrom?: unknown[];
  readinessProbe?: Probe;
  livenessProbe?: Probe;
  startupProbe?: Probe;
  lifecycle?: { preStop?: { exec?: { command?: string[] }; sleep?: { seconds: number } } };
  resources?: { requests?: Record<string, string | number>; limits?: Record<string, string | number> };
  securityContext?: {
    runAsNonRoot?: boolean;
    runAsUser?: number;
    allowPrivilegeEscalation?: boolean;
    readOnlyRootFilesystem?: boolean;
    capabilities?: { drop?: string[] };
  };
}
export interface PodSpec {
  containers: Container[];
  initContainers?: Container[];
  terminationGracePeriodSeconds?: number;
  automountServiceAccountToken?: boolean;
  securityContext?: { runAsNonRoot?: boolean; runAsUser?: number; seccompProfile?: { type: string } };
}
export interface PodTemplate {
  metadata?: { labels?: Record<string, string> };
  spec: PodSpec;
}

/** The pod template of a Deployment, Job, StatefulSet...; undefined for objects that run no pods. */
export function podTemplateOf(object: K8sObject): PodTemplate | undefined {
  const spec = object.spec as { template?: PodTemplate; jobTemplate?: { spec: { template: PodTemplate } } } | undefined;
  return spec?.template ?? spec?.jobTemplate?.spec.template;
}

/** Resolves a container's env the way the kubelet does, from literal values, ConfigMaps and Secrets in the manifests. */
export function resolveEnv(container: Container, manifests: Manifest[], secretValues?: Record<string, string>): Record<string, string> {
  const resolved: Record<string, string> = {};
  for (const variable of container.env ?? []) {
    if (variable.value !== undefined) {
      resolved[variable.name] = String(variable.value);
      continue;
    }
    const configRef = variable.valueFrom?.configMapKeyRef;
    const secretRef = variable.valueFrom?.secretKeyRef;
    if (configRef) {
      const data = findObject(manifests, 'ConfigMap', configRef.name)?.data as Record<string, string> | undefined;
      if (!data) throw new Error(`${container.name}: ${variable.name} refers to ConfigMap ${configRef.name}, which no manifest defines`);
      if (!(configRef.key in data))
        throw new Error(`${container.name}: ${variable.name} refers to key ${configRef.key}, missing from ConfigMap ${configRef.name}`);
      resolved[variable.name] = String(data[configRef.key]);
    } else if (secretRef) {
      const secret = findObject(manifests, 'Secret', secretRef.name);
      if (!secret) throw new Error(`${container.name}: ${variable.name} refers to Secret ${secretRef.name}, which no manifest defines`);
      const values = secretData(secret);
      if (!(secretRef.key in values))
        throw new Error(`${container.name}: ${variable.name} refers to key ${secretRef.key}, missing from Secret ${secretRef.name}`);
      resolved[variable.name] = secretValues?.[secretRef.key] ?? values[secretRef.key];
    } else {
      throw new Error(`${container.name}: ${variable.name} has neither a value nor a ConfigMap or Secret reference`);
    }
  }
  return resolved;
}

/** A Secret's values, decoded: stringData as written, data from base64. */
export function secretData(secret: K8sObject): Record<string, string> {
  const data = Object.entries((secret.data as Record<string, string> | undefined) ?? {}).map(([key, value]) => [
    key,
    Buffer.from(value, 'base64').toString('utf8'),
  ]);
  return { ...Object.fromEntries(data), ...((secret.stringData as Record<string, string> | undefined) ?? {}) };
}

/** The container port a probe or Service targets, by number or by the container's port name. */
export function resolvePort(container: Container, port: number | string): number | undefined {
  if (typeof port === 'number') return port;
  if (/^\d+$/.test(port)) return Number(port);
  return container.ports?.find((p) => p.name === port)?.containerPort;
}

// ------------------------------------------------------------------------------------------------
// Dockerfile

export interface Instruction {
  keyword: string;
  args: string;
}
export interface Stage {
  name: string;
  /** The image or earlier stage it starts from. */
  from: string;
  instructions: Instruction[];
}

/** Splits a Dockerfile into stages of instructions (continuation lines joined, comments dropped, global ARG defaults substituted in FROM). No heredocs. */
export function parseDockerfile(text: string): Stage[] {
  const logical: string[] = [];
  let current = '';
  for (const raw of text.split('\n')) {
    const line = raw.trimEnd();
    if (line.trim() === '' || line.trim().startsWith('#')) continue;
    if (line.endsWith('\\')) {
      current += `${line.slice(0, -1)} `;
      continue;
    }
    logical.push(current + line);
    current = '';
  }
  if (current !== '') logical.push(current);

  const globalArgs: Record<string, string> = {};
  const stages: Stage[] = [];
  for (const line of logical) {
    const match = /^\s*(\w+)\s*(.*)$/s.exec(line);
    if (!match) continue;
    const keyword = match[1].toUpperCase();
    const args = match[2].trim();
    if (keyword === 'FROM') {
      const from = /^(?:--platform=\S+\s+)?(\S+)(?:\s+AS\s+(\S+))?$/i.exec(args);
      if (!from) throw new Error(`Dockerfile: cannot read FROM ${args}`);
      const image = from[1].replace(/\$\{?(\w+)\}?/g, (_m, name: string) => globalArgs[name] ?? '');
      stages.push({ name: from[2] ?? `stage-${stages.length}`, from: image, instructions: [] });
      continue;
    }
    if (stages.length === 0) {
      if (keyword === 'ARG') {
        const [name, value] = args.split('=', 2);
        globalArgs[name] = value ?? '';
      }
      continue;
    }
    stages[stages.length - 1].instructions.push({ keyword, args });
  }
  return stages;
}

/** The stage and the stages it is built on, nearest first. */
export function stageChain(stages: Stage[], name: string): Stage[] {
  const chain: Stage[] = [];
  let stage = stages.find((s) => s.name === name);
  while (stage) {
    if (chain.includes(stage)) throw new Error(`Dockerfile: stage ${name} builds on itself`);
    chain.push(stage);
    const parent = stage.from;
    stage = stages.find((s) => s.name === parent);
  }
  return chain;
}

/** The last value an instruction takes for a stage, inherited from the stages below it (USER, HEALTHCHECK, CMD, WORKDIR). */
export function effective(stages: Stage[], name: string, keyword: string): string | undefined {
  for (const stage of stageChain(stages, name)) {
    const found = stage.instructions.filter((i) => i.keyword === keyword).pop();
    if (found) return found.args;
  }
  return undefined;
}

/** ENV values a stage sets or inherits (both `ENV A=1 B=2` and `ENV A 1`). */
export function effectiveEnv(stages: Stage[], name: string): Record<string, string> {
  const env: Record<string, string> = {};
  for (const stage of stageChain(stages, name).reverse()) {
    for (const instruction of stage.instructions.filter((i) => i.keyword === 'ENV')) {
      if (!instruction.args.includes('=')) {
        const [key, ...rest] = instruction.args.split(/\s+/);
        env[key] = rest.join(' ');
        continue;
      }
      for (const pair of instruction.args.match(/\S+?=("[^"]*"|\S*)/g) ?? []) {
        const at = pair.indexOf('=');
        env[pair.slice(0, at)] = pair.slice(at + 1).replace(/^"|"$/g, '');
      }
    }
  }
  return env;
}

/** An exec-form (JSON array) instruction's arguments, or undefined for the shell form. */
export function execForm(args: string): string[] | undefined {
  const json = args.replace(/^(--\S+\s+)*(CMD\s+)?/, '');
  if (!json.startsWith('[')) return undefined;
  return JSON.parse(json) as string[];
}
