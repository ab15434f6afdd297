import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { FILE_ROUTES, ROUTES } from '@dental/contracts';

// The generator is a script of the repository (CommonJS, run by `node scripts/answer-schemas.mjs`).
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { answerSchemasJson, OUTPUT } = require('../../../../scripts/lib/answer-schemas.cjs') as {
  answerSchemasJson: () => string;
  OUTPUT: string;
};

type Generated = { answers: Record<string, Record<string, unknown>>; definitions: Record<string, unknown>; zodSchemas: string[] };

describe("the commands' answer schemas (answer-schemas.json)", () => {
  const committed = readFileSync(join(__dirname, 'answer-schemas.json'), 'utf8');

  it('are committed exactly as generated from the contracts (run `node scripts/answer-schemas.mjs` after changing an answer type)', () => {
    expect(OUTPUT).toBe(join(__dirname, 'answer-schemas.json'));
    expect(committed).toBe(answerSchemasJson());
  }, 240_000);

  it('describe the answer of every command a route calls, each with a type', () => {
    const generated = JSON.parse(committed) as Generated;
    for (const route of [...ROUTES, ...FILE_ROUTES]) {
      const schema = generated.answers[route.command.name];
      expect({ command: route.command.name, described: schema !== undefined && Object.keys(schema).length > 0 }).toEqual({
        command: route.command.name,
        described: true,
      });
    }
  });

  it('name their shared types as OpenAPI components may be named, and refer only to those', () => {
    const generated = JSON.parse(committed) as Generated;
    const names = [...Object.keys(generated.definitions), ...generated.zodSchemas];
    for (const name of names) expect(name).toMatch(/^[A-Za-z0-9._-]+$/);
    const refs = [...committed.matchAll(/"\$ref": "([^"]+)"/g)].map((m) => m[1]);
    expect(refs.length).toBeGreaterThan(0);
    for (const ref of new Set(refs)) expect(names.map((n) => `#/components/schemas/${n}`)).toContain(ref);
  });
});
