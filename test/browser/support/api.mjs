/** Calls the product's HTTP API as a signed-in user, for what a browser test prepares outside the screens. */
import { signInThroughApi } from './sign-in.mjs';

/**
 * Signs `user` in through the API; answers `call(method, path, body?)`, which resolves to the
 * answer's data and throws with the server's message when the call fails.
 */
export async function apiAs(product, { email, password }) {
  const { session } = await signInThroughApi(product.baseUrl, product.inboxApi, { username: email, password });
  return async (method, path, body) => {
    const response = await fetch(`${product.baseUrl}${path}`, {
      method,
      headers: { authorization: `Bearer ${session.token}`, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const answer = await response.json();
    if (!answer.success) throw new Error(`${method} ${path} failed (${response.status}): ${answer.message}`);
    return answer.data;
  };
}

/** The catalogue's nodes flattened, to find permission ids by key. */
export function flattenCatalogue(nodes) {
  return nodes.flatMap((n) => [n, ...flattenCatalogue([...(n.modules ?? []), ...(n.sections ?? []), ...(n.actions ?? [])])]);
}
