/**
 * The API description (OpenAPI 3.1) generated from the contract routes: requests from their zod
 * schemas, so it cannot drift from what the gateway accepts, and each answer's `data` from its
 * command's answer type (answer-schemas.json, generated from the contracts' TypeScript by
 * `node scripts/answer-schemas.mjs`). Served at /api/docs and /api/docs.json.
 */
import { ZodType, type ZodTypeAny } from 'zod';
import { ignoreOverride, zodToJsonSchema } from 'zod-to-json-schema';
import * as contracts from '@dental/contracts';
import { ErrorCode, PBKDF2_ITERATIONS, Routes, encryptedBodySchema, instantJsonSchema, type RouteDef } from '@dental/contracts';
import { gatewayFields } from '../api/api-pipeline';
import { openApiPath } from '../api/route-table';
import answerSchemas from './answer-schemas.json';

type Schema = Record<string, unknown>;

const SCHEMAS = '#/components/schemas/';
const generated = answerSchemas as unknown as {
  answers: Record<string, Schema>;
  definitions: Record<string, Schema>;
  zodSchemas: string[];
};

/** `transaction.files.add` -> `TransactionFilesAddAnswer`: the component describing that command's answer. */
export function answerComponentName(commandName: string): string {
  const words = commandName.split(/[^A-Za-z0-9]+/).filter(Boolean);
  return `${words.map((w) => w[0].toUpperCase() + w.slice(1)).join('')}Answer`;
}

/** Draft-07 tuple spelling (`items: [..]`) as JSON Schema 2020-12, the dialect of OpenAPI 3.1. */
function toDraft2020(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(toDraft2020);
  if (!value || typeof value !== 'object') return value;
  const out: Schema = {};
  for (const [key, item] of Object.entries(value)) {
    if (key === 'items' && Array.isArray(item)) out.prefixItems = toDraft2020(item);
    else if (key === 'additionalItems') out.items = toDraft2020(item);
    else out[key] = toDraft2020(item);
  }
  return out;
}

// The library's generic signature is too deep for the compiler on our schemas; its input is any zod schema.
const toJsonSchema = zodToJsonSchema as unknown as (schema: ZodTypeAny, options: object) => object;

function jsonSchema(schema: ZodTypeAny): Schema {
  const result = toJsonSchema(schema, {
    target: 'jsonSchema7',
    $refStrategy: 'none',
    effectStrategy: 'input',
    override: (def: unknown) => instantJsonSchema(def) ?? ignoreOverride,
  }) as Schema;
  delete result.$schema;
  return toDraft2020(result) as Schema;
}

function requestSchema(route: RouteDef): Schema {
  const schema = jsonSchema(route.command.request);
  const properties = schema.properties as Record<string, Schema> | undefined;
  for (const field of gatewayFields(route)) {
    delete properties?.[field];
    if (Array.isArray(schema.required)) schema.required = (schema.required as string[]).filter((r) => r !== field);
  }
  if (Array.isArray(schema.required) && schema.required.length === 0) delete schema.required;
  return schema;
}

const failure = { $ref: '#/components/schemas/ApiFailure' };
const failureResponse = (description: string) => ({ description, content: { 'application/json': { schema: failure } } });

function answerRef(route: RouteDef): Schema {
  if (!generated.answers[route.command.name]) {
    throw new Error(`No answer schema for ${route.command.name}: run \`node scripts/answer-schemas.mjs\``);
  }
  return { $ref: SCHEMAS + answerComponentName(route.command.name) };
}

/** The envelope with the command's answer as `data`; an encrypted answer names what its `value` decrypts to. */
function successSchema(route: RouteDef): Schema {
  if (route.encryptAnswer) {
    return {
      $ref: `${SCHEMAS}ApiEncryptedSuccess`,
      description: 'Decrypted, `value` is the JSON text of the answer, described by `$defs.decryptedData`.',
      $defs: { decryptedData: answerRef(route) },
    };
  }
  return {
    type: 'object',
    required: ['success', 'data'],
    properties: { success: { type: 'boolean', const: true }, data: answerRef(route) },
  };
}

const ENVELOPE_COMPONENTS = ['EncryptedBody', 'ApiEncryptedSuccess', 'ApiFailure'];

/** Every `#/components/schemas/<name>` a schema refers to, directly. */
function referencedComponents(value: unknown, found = new Set<string>()): Set<string> {
  if (Array.isArray(value)) for (const item of value) referencedComponents(item, found);
  else if (value && typeof value === 'object') {
    for (const [key, item] of Object.entries(value)) {
      if (key === '$ref' && typeof item === 'string' && item.startsWith(SCHEMAS)) found.add(item.slice(SCHEMAS.length));
      else referencedComponents(item, found);
    }
  }
  return found;
}

/**
 * The answers' components: one per command the routes use, and the named types (or zod-inferred
 * ones) those answers reach; the types only other commands' answers use are left out.
 */
function answerComponents(routes: readonly RouteDef[]): Record<string, Schema> {
  const available: Record<string, Schema> = {};
  for (const route of routes) {
    if (route.fileDownload) continue;
    const name = answerComponentName(route.command.name);
    const existing = available[name];
    if (existing && existing !== generated.answers[route.command.name]) throw new Error(`Two commands are both described as ${name}`);
    available[name] = generated.answers[route.command.name];
  }
  const roots = Object.keys(available);
  const add = (name: string, schema: Schema) => {
    if (available[name] || ENVELOPE_COMPONENTS.includes(name)) throw new Error(`Two answer schemas are both named ${name}`);
    available[name] = schema;
  };
  for (const [name, definition] of Object.entries(generated.definitions)) add(name, definition);
  const exported = contracts as unknown as Record<string, unknown>;
  for (const name of generated.zodSchemas) {
    const schema = exported[name];
    if (!(schema instanceof ZodType)) throw new Error(`${name} is not a zod schema exported by @dental/contracts`);
    add(name, jsonSchema(schema));
  }
  const components: Record<string, Schema> = {};
  const pending = [...roots];
  for (let name = pending.pop(); name !== undefined; name = pending.pop()) {
    if (components[name]) continue;
    components[name] = available[name];
    for (const next of referencedComponents(available[name])) if (available[next] && !components[next]) pending.push(next);
  }
  return Object.fromEntries(Object.entries(components).sort(([a], [b]) => a.localeCompare(b)));
}

/** Operation ids: the route's name in the contract's route table (unique there), else its command's. */
const ROUTE_NAMES = new Map<RouteDef, string>(Object.entries(Routes).map(([name, route]) => [route as RouteDef, name]));

function operation(route: RouteDef): Schema {
  const pathParams = [...openApiPath(route.path).matchAll(/\{(\w+)\}/g)].map((m) => m[1]);
  const schema = requestSchema(route);
  const parameters: Schema[] = pathParams.map((name) => ({ name, in: 'path', required: true, schema: { type: 'string' } }));
  let requestBody: Schema | undefined;
  if (route.fileUpload) {
    const { fileField, multiple, fields } = route.fileUpload;
    const file = { type: 'string', format: 'binary' };
    requestBody = {
      required: true,
      content: {
        'multipart/form-data': {
          schema: {
            type: 'object',
            required: [fileField],
            properties: {
              [fileField]: multiple ? { type: 'array', items: file } : file,
              ...Object.fromEntries(fields.map((field) => [field, { type: 'string' }])),
            },
          },
        },
      },
    };
  } else if (route.method === 'GET') {
    const properties = (schema.properties ?? {}) as Record<string, Schema>;
    const required = new Set((schema.required as string[] | undefined) ?? []);
    for (const [name, property] of Object.entries(properties)) {
      if (!pathParams.includes(name)) parameters.push({ name, in: 'query', required: required.has(name), schema: property });
    }
  } else {
    requestBody = {
      required: true,
      content: {
        'application/json': {
          schema: { oneOf: [schema, { $ref: '#/components/schemas/EncryptedBody' }] },
        },
      },
    };
  }
  const notes = [
    route.permission ? `Needs the permission \`${route.permission}\`.` : undefined,
    route.tenancy?.clientField ? `\`${route.tenancy.clientField}\` must be a client granted to the user.` : undefined,
    route.tenancy?.practiceField ? `Every id in \`${route.tenancy.practiceField}\` must be a practice granted to the user.` : undefined,
    route.encryptAnswer
      ? `The answer is an encrypted \`value\`: the JSON text of an EncryptedBody envelope, whose decrypted JSON is a ${answerComponentName(route.command.name)}.`
      : undefined,
    `Answered by the ${route.command.service} service (command \`${route.command.name}\`).`,
  ].filter(Boolean);
  const success = route.fileDownload
    ? {
        description: "The file's bytes, under its name",
        headers: {
          'Content-Disposition': { description: 'attachment; filename="…"; filename*=UTF-8\'\'…', schema: { type: 'string' } },
        },
        content: { 'application/octet-stream': { schema: { type: 'string', format: 'binary' } } },
      }
    : {
        description: 'Success',
        content: { 'application/json': { schema: successSchema(route) } },
      };
  const responses: Schema = {
    200: success,
    400: failureResponse('Invalid input (BAD_INPUT, with issues per field) or a broken encrypted envelope (BAD_ENVELOPE)'),
    ...(route.public
      ? { 401: failureResponse('Sign-in refused') }
      : {
          401: failureResponse("'Invalid token', 'Token has expired' or 'The token has been blacklisted'"),
          403: failureResponse('A permission or a client or practice the user was not granted'),
        }),
    500: failureResponse("Unexpected failure ('Dear user, please try again.')"),
    504: failureResponse('The owning service did not answer in time'),
  };
  return {
    operationId: ROUTE_NAMES.get(route) ?? route.command.name,
    summary: route.summary,
    description: notes.join(' '),
    tags: [route.command.service],
    security: route.public ? [] : [{ bearer: [] }],
    ...(parameters.length > 0 ? { parameters } : {}),
    ...(requestBody ? { requestBody } : {}),
    responses,
  };
}

export function buildOpenApiDocument(routes: readonly RouteDef[]): Schema {
  const paths: Record<string, Schema> = {
    '/api/health': {
      get: {
        operationId: 'gateway.health',
        summary: "The gateway's readiness (Kafka and Redis)",
        tags: ['gateway'],
        security: [],
        responses: { 200: { description: 'Ready' }, 503: failureResponse('Not ready; the failing dependency is named') },
      },
    },
  };
  for (const route of routes) {
    const path = openApiPath(route.path);
    paths[path] = { ...paths[path], [route.method.toLowerCase()]: operation(route) };
  }
  return {
    openapi: '3.1.0',
    info: {
      title: 'Dental insurance verification API',
      version: '1',
      description:
        'Every answer carries `success` with `data` (or an encrypted `value`), or a failure with `message`, `displayable`, `code` and `requestId`. ' +
        `Non-multipart request bodies may be sent as an EncryptedBody envelope (AES-256-GCM, key from PBKDF2-SHA-256 with ${PBKDF2_ITERATIONS} iterations); ` +
        'this layer is on top of TLS, never instead of it. Send `x-request-id` to trace a call; the answer echoes it.',
    },
    servers: [{ url: '/' }],
    security: [{ bearer: [] }],
    components: {
      securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } },
      schemas: {
        ...answerComponents(routes),
        EncryptedBody: jsonSchema(encryptedBodySchema),
        ApiEncryptedSuccess: {
          type: 'object',
          required: ['success', 'value'],
          properties: {
            success: { type: 'boolean', const: true },
            value: {
              type: 'string',
              description: 'JSON text of an EncryptedBody holding the answer',
              contentMediaType: 'application/json',
              contentSchema: { $ref: `${SCHEMAS}EncryptedBody` },
            },
          },
        },
        ApiFailure: {
          type: 'object',
          required: ['success', 'message', 'displayable', 'code'],
          properties: {
            success: { type: 'boolean', const: false },
            message: { type: 'string' },
            displayable: { type: 'boolean', description: 'Whether the web app may show the message as it is' },
            code: { type: 'string', enum: Object.values(ErrorCode) },
            issues: {
              type: 'array',
              items: {
                type: 'object',
                required: ['path', 'message'],
                properties: { path: { type: 'string' }, message: { type: 'string' } },
              },
            },
            requestId: { type: 'string' },
          },
        },
      },
    },
    paths,
  };
}
