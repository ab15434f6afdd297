/**
 * Malformed input on every route of the route table (and the gateway's file routes), against the whole
 * product: no answer may be a server error, every refusal is an API failure envelope, and no message
 * repeats unbounded input. A new route is covered the day it is added to the table.
 *
 * It lives with the browser tests because, like them, it starts a whole product (the suite runs those
 * files one at a time); it drives no browser.
 *
 * For each route: an empty request, a body that is not an object, path parameters that are huge or
 * hold a NUL, and for each field of the route's request schema the values a careless or hostile
 * caller sends: a NUL inside text, 1e308, '1e308', '1e999', null, -1, an 8 KB string, an array and an
 * object. Prints how many requests were sent and how the answers split by status.
 *
 *   node --test test/browser/api-fuzz.browser.test.mjs     (needs `npm run build` first)
 */
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { DEMO_USERS, startProduct } from '../../scripts/lib/product.mjs';
import { START_TIMEOUT_MS, STOP_TIMEOUT_MS, built } from './support/product.mjs';
import { signInThroughApi } from './support/sign-in.mjs';

const { ROUTES, FILE_ROUTES } = built('@dental/contracts', 'libs/contracts');
// 8 KB: a query string past 16 KB is refused by Node's HTTP server itself (431) before any code runs.
const HUGE_TEXT = 'x'.repeat(8_000);
const FIELD_VALUES = ['a\u0000b', 1e308, '1e308', '1e999', null, -1, HUGE_TEXT, ['a', 1], { nested: '\u0000' }, true];
const PARAM_VALUES = ['y'.repeat(5_000), 'a\u0000b', '-1', '1e308'];
const MAX_MESSAGE_LENGTH = 1_000;

let product;
let token;

before(
  async () => {
    product = await startProduct({ fixedPorts: false, seed: true });
    ({
      session: { token },
    } = await signInThroughApi(product.baseUrl, product.inboxApi, {
      username: DEMO_USERS.admin.username,
      password: DEMO_USERS.admin.password,
    }));
  },
  { timeout: START_TIMEOUT_MS },
);

after(() => product?.stop(), { timeout: STOP_TIMEOUT_MS });

/** The field names of a route's request schema (zod object, possibly wrapped in effects or defaults). */
function fieldsOf(route) {
  let schema = route.command.request;
  for (let i = 0; i < 5 && schema && !schema.shape; i++) schema = schema._def?.schema ?? schema._def?.innerType ?? schema._def?.in;
  const shape = typeof schema?.shape === 'function' ? schema.shape() : schema?.shape;
  return Object.keys(shape ?? {});
}

function pathOf(route, value) {
  return route.path.replace(/\{(\w+)\}/g, () => encodeURIComponent(value));
}

/** The requests for one route: [description, path, init]. */
function* requestsFor(route) {
  const headers = { Authorization: `Bearer ${token}` };
  const send = (what, path, input) => {
    if (route.method === 'GET') {
      const query = new URLSearchParams();
      for (const [key, value] of Object.entries(input ?? {})) query.set(key, typeof value === 'string' ? value : JSON.stringify(value));
      const search = query.toString();
      return [what, search ? `${path}?${search}` : path, { method: 'GET', headers }];
    }
    const body = typeof input === 'string' ? input : JSON.stringify(input);
    return [what, path, { method: route.method, headers: { ...headers, 'Content-Type': 'application/json' }, body }];
  };
  const basePath = pathOf(route, '6955b9000000000000000999');
  yield send('empty', basePath, {});
  if (route.method !== 'GET') {
    yield send('an array body', basePath, [1, 2]);
    yield send('a text body', basePath, '"\\u0000"');
  }
  if (route.path.includes('{'))
    for (const value of PARAM_VALUES) yield send(`path parameter ${JSON.stringify(value.slice(0, 12))}`, pathOf(route, value), {});
  for (const field of fieldsOf(route)) {
    for (const value of FIELD_VALUES) {
      const shown = typeof value === 'string' ? JSON.stringify(value.slice(0, 12)) : JSON.stringify(value)?.slice(0, 20);
      yield send(`${field}=${shown}`, basePath, { [field]: value });
    }
  }
}

test('no malformed request on any route gets a server error or an unbounded message', { timeout: 1_800_000 }, async (t) => {
  // Sign-out last: it ends the session every other request uses.
  const routes = [...ROUTES, ...FILE_ROUTES].sort((a, b) => Number(a.path === '/api/logout') - Number(b.path === '/api/logout'));
  const statuses = new Map();
  const failures = [];
  let sent = 0;
  for (const route of routes) {
    for (const [what, path, init] of requestsFor(route)) {
      const response = await fetch(`${product.baseUrl}${path}`, { ...init, signal: AbortSignal.timeout(30_000) });
      const text = await response.text();
      sent++;
      statuses.set(response.status, (statuses.get(response.status) ?? 0) + 1);
      const where = `${route.method} ${route.path} with ${what}`;
      if (response.status >= 500) {
        failures.push(`${where}: ${response.status} ${text.slice(0, 200)}`);
        continue;
      }
      if (response.status >= 400) {
        let answer;
        try {
          answer = JSON.parse(text);
        } catch {
          failures.push(`${where}: ${response.status} is not JSON: ${text.slice(0, 100)}`);
          continue;
        }
        if (answer.success !== false || typeof answer.message !== 'string')
          failures.push(`${where}: ${response.status} without a failure envelope`);
        else if (answer.message.length > MAX_MESSAGE_LENGTH) failures.push(`${where}: a ${answer.message.length}-character message`);
      }
    }
  }
  t.diagnostic(
    `${sent} requests over ${routes.length} routes; answers by status: ${[...statuses]
      .sort((a, b) => a[0] - b[0])
      .map(([s, n]) => `${s} ×${n}`)
      .join(', ')}`,
  );
  for (const failure of failures.slice(0, 40)) t.diagnostic(failure);
  assert.deepEqual(failures, [], `${failures.length} bad answers`);
});
