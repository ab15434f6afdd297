import type { ModuleRef } from '@nestjs/core';
import type { Request, Response } from 'express';
import { WEB_SETTINGS_PATH } from '@dental/contracts';
import { ApiController } from './api.controller';
import type { ApiPipeline } from './api-pipeline';

/** The controller with a pipeline that knows no route, answering one GET; resolves to the status and body sent. */
async function get(path: string, config: { API_DOCS_ENABLED: boolean }): Promise<{ status: number; body: Record<string, unknown> }> {
  const pipeline = {
    handle: async () => ({ status: 404, body: { success: false, message: `No route GET ${path}` } }),
  } as unknown as ApiPipeline;
  const controller = new ApiController(pipeline, {} as ModuleRef, {
    ...config,
    BODY_ENCRYPTION_KEY: 'a-deployment-body-key',
    WEB_ENCRYPT_BODIES: false,
  });
  const sent: { status: number; body: Record<string, unknown> } = { status: 0, body: {} };
  const res = {
    setHeader: () => res,
    cookie: () => res,
    clearCookie: () => res,
    status: (status: number) => ((sent.status = status), res),
    json: (body: Record<string, unknown>) => ((sent.body = body), res),
  } as unknown as Response;
  await controller.handle({ method: 'GET', path, headers: {}, query: {}, ip: '127.0.0.1', secure: false } as unknown as Request, res);
  return sent;
}

describe('ApiController', () => {
  it('serves the API description only where the deployment enables it', async () => {
    expect((await get('/api/docs.json', { API_DOCS_ENABLED: false })).status).toBe(404);
    expect((await get('/api/docs', { API_DOCS_ENABLED: false })).status).toBe(404);
    const served = await get('/api/docs.json', { API_DOCS_ENABLED: true });
    expect(served.status).toBe(200);
    expect(served.body).toHaveProperty('openapi');
  });

  it("hands the web app the deployment's settings", async () => {
    const answer = await get(WEB_SETTINGS_PATH, { API_DOCS_ENABLED: false });
    expect(answer).toEqual({
      status: 200,
      body: { success: true, data: { bodyEncryptionKey: 'a-deployment-body-key', encryptBodies: false } },
    });
  });
});
