/**
 * Writes docs/bot-topics.md and docs/bot-topics.asyncapi.json (AsyncAPI 2.6) from the contract library
 * (libs/contracts/src/messaging/topic-docs.ts): every topic bots publish or read, with its JSON Schema
 * and an example. Needs the services built
 * (`npm run build:services`); libs/contracts' topic-docs.spec.ts fails when a file is not current.
 */
import { writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { repoRoot } from './lib/infra.mjs';

const require = createRequire(import.meta.url);
const { botTopicsAsyncApi, botTopicsMarkdown } = require(join(repoRoot, 'libs/contracts/dist/messaging/topic-docs.js'));
const file = join(repoRoot, 'docs/bot-topics.md');
writeFileSync(file, botTopicsMarkdown());
console.log(`wrote ${file}`);
const asyncApi = join(repoRoot, 'docs/bot-topics.asyncapi.json');
writeFileSync(asyncApi, `${JSON.stringify(botTopicsAsyncApi(), null, 2)}\n`);
console.log(`wrote ${asyncApi}`);
