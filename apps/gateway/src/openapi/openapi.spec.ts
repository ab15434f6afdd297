import { ROUTES, Routes } from '@dental/contracts';
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
});
