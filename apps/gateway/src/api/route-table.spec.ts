import { AuthCommands, ROUTES, type RouteDef } from '@dental/contracts';
import { RouteTable, openApiPath } from './route-table';

const route = (method: RouteDef['method'], path: string): RouteDef => ({
  method,
  path,
  command: AuthCommands.grantedPractices,
  summary: path,
});

describe('RouteTable', () => {
  it('finds every contract route by its method and path', () => {
    const table = new RouteTable(ROUTES);
    for (const r of ROUTES) expect(table.match(r.method, r.path)?.route).toBe(r);
  });

  it('does not match another method or an unknown path', () => {
    const table = new RouteTable(ROUTES);
    expect(table.match('GET', '/api/authenticate')).toBeUndefined();
    expect(table.match('POST', '/api/xyz')).toBeUndefined();
    expect(table.match('POST', '/api/authenticate/extra')).toBeUndefined();
  });

  it('reads path parameters written either way, decoded, and ignores a trailing slash', () => {
    const table = new RouteTable([
      route('GET', '/api/iv/transaction/{id}'),
      route('PUT', '/api/iv/transaction/color/:a/:b'),
      route('POST', '/api/iv/transaction/note/'),
    ]);
    expect(table.match('GET', '/api/iv/transaction/abc%20d')?.params).toEqual({ id: 'abc d' });
    expect(table.match('PUT', '/api/iv/transaction/color/1/2/')?.params).toEqual({ a: '1', b: '2' });
    expect(table.match('POST', '/api/iv/transaction/note')?.route.path).toBe('/api/iv/transaction/note/');
    expect(table.match('GET', '/api/iv/transaction/a/b')).toBeUndefined();
  });

  it('prefers literal path text to a parameter, whatever the declaration order', () => {
    const table = new RouteTable([route('GET', '/api/client/{id}'), route('GET', '/api/client/practice'), route('GET', '/api/{a}/x')]);
    expect(table.match('GET', '/api/client/practice')?.route.path).toBe('/api/client/practice');
    expect(table.match('GET', '/api/client/5')?.params).toEqual({ id: '5' });
    expect(table.match('GET', '/api/client/x')?.route.path).toBe('/api/client/{id}');
  });

  it('refuses to start with two routes for one method and path', () => {
    expect(() => new RouteTable([route('GET', '/api/x/:id'), route('GET', '/api/x/{id}/')])).toThrow(
      'Two routes are declared for GET /api/x/{id}',
    );
  });

  it('writes paths in OpenAPI form', () => {
    expect(openApiPath('/api/iv/transaction/color/:a/:b')).toBe('/api/iv/transaction/color/{a}/{b}');
  });
});
