/**
 * The API description (OpenAPI 3.0) generated from the contract routes and their zod request
 * schemas, so it cannot drift from what the gateway accepts. Served at /api/docs and /api/docs.json.
 */
import type { ZodTypeAny } from 'zod';
import { zodToJsonSchema } from 'zod-to-json-schema';
import { ErrorCode, PBKDF2_ITERATIONS, Routes, encryptedBodySchema, type RouteDef } from '@dental/contracts';
import { gatewayFields } from '../api/api-pipeline';
import { openApiPath } from '../api/route-table';

type Schema = Record<string, unknown>;

// The library's generic signature is too deep for the compiler on our schemas; its input is any zod schema.
const toJsonSchema = zodToJsonSchema as unknown as (schema: ZodTypeAny, options: object) => object;

function jsonSchema(schema: ZodTypeAny): Schema {
  const result = toJsonSchema(schema, { target: 'openApi3', $refStrategy: 'none', effectStrategy: 'input' }) as Schema;
  delete result.$schema;
  return result;
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
    route.encryptAnswer ? 'The answer is an encrypted `value`: the JSON text of an EncryptedBody envelope.' : undefined,
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
        content: {
          'application/json': {
            schema: { $ref: route.encryptAnswer ? '#/components/schemas/ApiEncryptedSuccess' : '#/components/schemas/ApiSuccess' },
          },
        },
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
    openapi: '3.0.3',
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
        EncryptedBody: jsonSchema(encryptedBodySchema),
        ApiSuccess: {
          type: 'object',
          required: ['success', 'data'],
          properties: { success: { type: 'boolean', enum: [true] }, data: { description: "The command's answer" } },
        },
        ApiEncryptedSuccess: {
          type: 'object',
          required: ['success', 'value'],
          properties: {
            success: { type: 'boolean', enum: [true] },
            value: { type: 'string', description: 'JSON text of an EncryptedBody holding the answer' },
          },
        },
        ApiFailure: {
          type: 'object',
          required: ['success', 'message', 'displayable', 'code'],
          properties: {
            success: { type: 'boolean', enum: [false] },
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
