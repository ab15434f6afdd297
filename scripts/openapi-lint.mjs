/**
 * Lints an OpenAPI document with Redocly's maintained linter (@redocly/openapi-core) and its
 * `recommended` rules: `node scripts/openapi-lint.mjs <document.json>` prints the problems as JSON
 * ([{ ruleId, severity, message, location }]) and exits 1 when any is an error.
 * The linter is an ES module, so the gateway's jest test (openapi.spec.ts) runs it through this script.
 */
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { createConfig, lintFromString } from '@redocly/openapi-core';

const file = process.argv[2];
if (!file) {
  console.error('usage: node scripts/openapi-lint.mjs <openapi.json>');
  process.exit(2);
}
const config = await createConfig({ extends: ['recommended'] });
const problems = await lintFromString({
  source: readFileSync(file, 'utf8'),
  absoluteRef: pathToFileURL(resolve(file)).href,
  config,
});
const found = problems.map((p) => ({
  ruleId: p.ruleId,
  severity: p.severity,
  message: p.message,
  location: p.location.map((l) => l.pointer).join(' '),
}));
console.log(JSON.stringify(found, null, 2));
process.exit(found.some((p) => p.severity === 'error') ? 1 : 0);
