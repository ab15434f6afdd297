/**
 * Writes apps/gateway/src/openapi/answer-schemas.json: the JSON Schema of every command's answer,
 * generated from the contract library's TypeScript types (scripts/lib/answer-schemas.cjs), which the
 * OpenAPI document (apps/gateway/src/openapi/openapi.ts) uses for each operation's `data`.
 * Run after changing an answer type: `node scripts/answer-schemas.mjs`. The gateway's
 * answer-schemas.spec.ts fails while the committed file is not current.
 */
import { writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
const { answerSchemasJson, OUTPUT } = require('./lib/answer-schemas.cjs');
writeFileSync(OUTPUT, answerSchemasJson());
console.log(`wrote ${OUTPUT}`);
