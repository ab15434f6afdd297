/**
 * Finds the contract route of a request. Paths may hold parameters written `:name` or `{name}`;
 * a trailing slash is ignored (the spec writes some paths with one). Where two routes could match,
 * the one with literal text earlier wins (`/api/client/practice` before `/api/client/{id}`), whatever
 * the order they are declared in. Two routes with the same method and path stop start-up.
 */
import type { HttpMethod, RouteDef } from '@dental/contracts';

export interface MatchedRoute {
  route: RouteDef;
  params: Record<string, string>;
}

interface CompiledRoute {
  route: RouteDef;
  pattern: RegExp;
  names: string[];
}

export function withoutTrailingSlash(path: string): string {
  return path.length > 1 && path.endsWith('/') ? path.slice(0, -1) : path;
}

/** The route's path in OpenAPI form (`{name}` parameters). */
export function openApiPath(path: string): string {
  return withoutTrailingSlash(path).replace(/:(\w+)/g, '{$1}');
}

export class RouteTable {
  private readonly compiled: CompiledRoute[];

  constructor(routes: readonly RouteDef[]) {
    const seen = new Set<string>();
    this.compiled = routes.map((route) => {
      const key = `${route.method} ${openApiPath(route.path)}`;
      if (seen.has(key)) throw new Error(`Two routes are declared for ${key}`);
      seen.add(key);
      return compile(route);
    });
    this.compiled.sort((a, b) => specificity(b.route).localeCompare(specificity(a.route)));
  }

  match(method: string, path: string): MatchedRoute | undefined {
    const target = withoutTrailingSlash(path);
    for (const { route, pattern, names } of this.compiled) {
      if (route.method !== (method.toUpperCase() as HttpMethod)) continue;
      const found = pattern.exec(target);
      if (!found) continue;
      const params: Record<string, string> = {};
      try {
        names.forEach((name, i) => (params[name] = decodeURIComponent(found[i + 1])));
      } catch {
        continue; // a malformed %-escape names nothing
      }
      return { route, params };
    }
    return undefined;
  }
}

function compile(route: RouteDef): CompiledRoute {
  const names: string[] = [];
  const source = openApiPath(route.path)
    .split('/')
    .map((segment) => {
      const param = /^\{(\w+)\}$/.exec(segment);
      if (!param) return segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
      names.push(param[1]);
      return '([^/]+)';
    })
    .join('/');
  return { route, pattern: new RegExp(`^${source}$`), names };
}

/** Orders routes so literal segments beat parameters, segment by segment from the left ('1' literal, '0' parameter). */
function specificity(route: RouteDef): string {
  return openApiPath(route.path)
    .split('/')
    .map((segment) => (/^\{\w+\}$/.test(segment) ? '0' : '1'))
    .join('');
}
