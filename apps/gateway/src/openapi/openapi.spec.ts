import { FILE_ROUTES, ROUTES, Routes } from '@dental/contracts';
import { buildOpenApiDocument } from './openapi';

type Operation = {
  summary: string;
  security: unknown[];
  parameters?: { name: string; in: string }[];
  requestBody?: { content: { 'application/json': { schema: { oneOf: { properties?: Record<string, unknown>; $ref?: string }[] } } } };
  responses: Record<string, unknown>;
};

const doc = buildOpenApiDocument(ROUTES) as { paths: Record<string, Record<string, Operation>> };
const op = (method: string, path: string) => doc.paths[path][method.toLowerCase()];

describe('the API description', () => {
  it('describes every contract route with its summary', () => {
    for (const route of ROUTES) expect(op(route.method, route.path).summary).toBe(route.summary);
  });

  it('asks for a bearer token everywhere except the sign-in family', () => {
    for (const route of ROUTES) {
      expect(op(route.method, route.path).security).toEqual(route.public ? [] : [{ bearer: [] }]);
      expect(Object.keys(op(route.method, route.path).responses)).toEqual(
        route.public ? expect.not.arrayContaining(['403']) : expect.arrayContaining(['401', '403']),
      );
    }
  });

  it('accepts each body plainly or as the encrypted envelope', () => {
    const schema = op('POST', Routes.getAllTransaction.path).requestBody!.content['application/json'].schema;
    expect(Object.keys(schema.oneOf[0].properties!)).toEqual(expect.arrayContaining(['limit', 'offset', 'practiceId', 'filter']));
    expect(schema.oneOf[1]).toEqual({ $ref: '#/components/schemas/EncryptedBody' });
  });

  it('leaves out the fields the gateway fills in itself', () => {
    const logout = op('POST', Routes.logout.path).requestBody!.content['application/json'].schema.oneOf[0];
    expect(Object.keys(logout.properties!)).toEqual(['refreshToken']);
    const signIn = op('POST', Routes.authenticate.path).requestBody!.content['application/json'].schema.oneOf[0];
    expect(Object.keys(signIn.properties!)).not.toContain('ip');
  });

  describe('as served, with the file routes (checked as an OpenAPI linter would)', () => {
    type Any = Record<string, unknown>;
    const all = [...ROUTES, ...FILE_ROUTES];
    const full = buildOpenApiDocument(all) as { openapi: string; paths: Record<string, Record<string, Any>>; components: Any };
    const operations = Object.entries(full.paths).flatMap(([path, methods]) =>
      Object.entries(methods).map(([method, operation]) => ({ path, method, operation })),
    );

    it('describes every route once: one operation per route, no duplicate operation ids or paths', () => {
      expect(full.openapi).toMatch(/^3\.0\.\d$/);
      expect(operations).toHaveLength(all.length + 1);
      const ids = operations.map((o) => o.operation.operationId as string);
      expect(ids.filter((id, i) => ids.indexOf(id) !== i)).toEqual([]);
      // Two templates differing only in a parameter's name are the same path to a client.
      const shapes = Object.keys(full.paths).map((p) => p.replace(/\{\w+\}/g, '{}'));
      expect(shapes.filter((shape, i) => shapes.indexOf(shape) !== i)).toEqual([]);
    });

    it('declares each path parameter of a template, and no other, as required', () => {
      for (const { path, operation } of operations) {
        const inTemplate = [...path.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();
        const declared = ((operation.parameters ?? []) as { name: string; in: string; required?: boolean }[]).filter(
          (p) => p.in === 'path',
        );
        expect({ path, declared: declared.map((p) => p.name).sort() }).toEqual({ path, declared: inTemplate });
        for (const parameter of declared) expect(parameter.required).toBe(true);
      }
    });

    it('gives every operation a summary, a typed success answer and failures in the envelope', () => {
      for (const { path, method, operation } of operations) {
        const label = `${method.toUpperCase()} ${path}`;
        expect({ label, summary: typeof operation.summary === 'string' && operation.summary.length > 0 }).toEqual({ label, summary: true });
        const responses = operation.responses as Record<string, { description?: string; content?: Record<string, { schema?: unknown }> }>;
        expect({ label, success: responses['200']?.description !== undefined }).toEqual({ label, success: true });
        for (const [status, response] of Object.entries(responses)) {
          expect({ label, status, described: typeof response.description === 'string' }).toEqual({ label, status, described: true });
          for (const media of Object.values(response.content ?? {})) expect(media.schema).toBeDefined();
        }
      }
    });

    it('describes uploads as multipart forms with a binary file, and downloads as binary answers', () => {
      for (const route of FILE_ROUTES) {
        const operation = full.paths[route.path.replace(/\{(\w+)\}/g, '{$1}')][route.method.toLowerCase()];
        const body = operation.requestBody as { content: Record<string, { schema: { properties: Record<string, Any> } }> } | undefined;
        const ok = (operation.responses as Record<string, { content: Record<string, { schema: Any }> }>)['200'].content;
        if (route.fileUpload) {
          const form = body!.content['multipart/form-data'].schema.properties[route.fileUpload.fileField];
          expect(route.fileUpload.multiple ? (form.items as Any).format : form.format).toBe('binary');
        }
        if (route.fileDownload) expect(ok['application/octet-stream'].schema).toEqual({ type: 'string', format: 'binary' });
        else expect(Object.keys(ok)).toEqual(['application/json']);
      }
      expect(FILE_ROUTES.filter((r) => r.fileUpload).length).toBeGreaterThanOrEqual(5);
      expect(FILE_ROUTES.filter((r) => r.fileDownload).length).toBeGreaterThanOrEqual(6);
    });

    it('resolves every $ref', () => {
      const refs: string[] = [];
      const walk = (value: unknown): void => {
        if (Array.isArray(value)) value.forEach(walk);
        else if (value && typeof value === 'object') {
          for (const [key, item] of Object.entries(value)) {
            if (key === '$ref' && typeof item === 'string') refs.push(item);
            else walk(item);
          }
        }
      };
      walk(full);
      expect(refs.length).toBeGreaterThan(0);
      for (const ref of new Set(refs)) {
        const target = ref
          .replace(/^#\//, '')
          .split('/')
          .reduce<unknown>((node, part) => (node as Any | undefined)?.[part], full);
        expect({ ref, found: target !== undefined }).toEqual({ ref, found: true });
      }
    });
  });
});
