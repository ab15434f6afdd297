import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import Ajv2020 from 'ajv/dist/2020';
import addFormats from 'ajv-formats';
import { FILE_ROUTES, ROUTES, Routes } from '@dental/contracts';
import { answerComponentName, buildOpenApiDocument } from './openapi';

/**
 * Warnings of the linter's recommended rules that the document keeps, each explained in
 * docs/production.md (API description). Any other warning, and any error, fails the test.
 */
const ALLOWED_LINT_WARNINGS = [
  // The product is private: there is no licence to name.
  'info-license #/info',
  // /api/health answers 200 or 503, never a 4xx.
  'operation-4xx-response #/paths/~1api~1health/get/responses',
  // The spec's paths: a literal segment where another path has a parameter. The parameter never takes
  // that value (ids are ids, bookmark types are text/checkbox/multiple), and the gateway routes literals first.
  'no-ambiguous-paths #/paths/~1api~1tmp~1bookmark~1{id}~1conditions',
  'no-ambiguous-paths #/paths/~1api~1tmp~1bookmark~1{id}~1dependency',
  'no-ambiguous-paths #/paths/~1api~1bks~1{type}~1store',
  'no-ambiguous-paths #/paths/~1api~1bks~1personalize~1{type}',
  'no-ambiguous-paths #/paths/~1api~1stripe~1subscription~1{id}~1cancel',
].sort();

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
      expect(full.openapi).toMatch(/^3\.1\.\d$/);
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

    it("types each JSON answer's data with its command's answer component; encrypted ones name what they decrypt to", () => {
      const schemas = full.components.schemas as Record<string, Any>;
      for (const route of all) {
        if (route.fileDownload) continue;
        const operation = full.paths[route.path.replace(/\{(\w+)\}/g, '{$1}')][route.method.toLowerCase()];
        const ok = (operation.responses as Record<string, { content: Record<string, { schema: Any }> }>)['200'].content;
        const schema = ok['application/json'].schema;
        const answer = `#/components/schemas/${answerComponentName(route.command.name)}`;
        if (route.encryptAnswer) {
          expect(schema.$ref).toBe('#/components/schemas/ApiEncryptedSuccess');
          expect((schema.$defs as Any).decryptedData).toEqual({ $ref: answer });
        } else {
          expect(schema).toEqual({
            type: 'object',
            required: ['success', 'data'],
            properties: { success: { type: 'boolean', const: true }, data: { $ref: answer } },
          });
        }
        const component = schemas[answerComponentName(route.command.name)];
        expect({ command: route.command.name, typed: Object.keys(component ?? {}).length > 0 }).toEqual({
          command: route.command.name,
          typed: true,
        });
      }
    });

    it('gives components that are valid JSON Schema 2020-12 (compiled by ajv), and a sample answer passes its own', () => {
      const ajv = new Ajv2020({ allErrors: true, strict: false });
      addFormats(ajv);
      ajv.addFormat('binary', true);
      ajv.addSchema({ $id: 'openapi.json', components: full.components });
      for (const name of Object.keys(full.components.schemas as Any)) {
        expect(() => ajv.getSchema(`openapi.json#/components/schemas/${name}`)).not.toThrow();
      }
      const validate = ajv.getSchema('openapi.json#/components/schemas/TransactionNoteSaveAnswer')!;
      expect(validate({ note: 'Call the carrier again' })).toBe(true);
      expect(validate({ note: 42 })).toBe(false);
    });

    it("passes Redocly's maintained OpenAPI linter with its recommended rules: no error, and only the warnings named in docs/production.md", async () => {
      const dir = mkdtempSync(join(tmpdir(), 'openapi-lint-'));
      try {
        const file = join(dir, 'openapi.json');
        writeFileSync(file, JSON.stringify(full));
        // The linter is an ES module, which jest's CommonJS loader cannot load: it runs in a node process of its own.
        const script = join(__dirname, '../../../../scripts/openapi-lint.mjs');
        const output = await promisify(execFile)(process.execPath, [script, file]).then(
          (r) => r.stdout,
          (error: { stdout?: string }) => error.stdout ?? '',
        );
        const problems = JSON.parse(output) as { ruleId: string; severity: string; message: string; location: string }[];
        expect(problems.filter((p) => p.severity === 'error')).toEqual([]);
        const warnings = problems.filter((p) => p.severity === 'warn').map((p) => `${p.ruleId} ${p.location}`);
        expect(warnings.sort()).toEqual(ALLOWED_LINT_WARNINGS);
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    }, 120_000);

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
