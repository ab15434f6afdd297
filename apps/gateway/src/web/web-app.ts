/**
 * Serves the built web app: its files, and index.html for any other page address (the app routes in
 * the browser), so a reload of /allTransaction works. /api, /health and /metrics are never touched.
 */
import { join } from 'node:path';
import express, { type NextFunction, type Request, type Response } from 'express';
import type { NestExpressApplication } from '@nestjs/platform-express';

const SERVER_PATHS = /^\/(api|health|metrics)(\/|$)/;

export function serveWebApp(app: NestExpressApplication, folder: string): void {
  const files = express.static(folder, {
    index: 'index.html',
    setHeaders: (res, path) => {
      // Vite names built assets by content hash: they never change under one name.
      res.setHeader('Cache-Control', /[\\/]assets[\\/]/.test(path) ? 'public, max-age=31536000, immutable' : 'no-cache');
    },
  });
  const index = join(folder, 'index.html');
  app.use((req: Request, res: Response, next: NextFunction) => {
    if (SERVER_PATHS.test(req.path)) return next();
    files(req, res, () => {
      const isPage = (req.method === 'GET' || req.method === 'HEAD') && !/\.[^/]*$/.test(req.path);
      if (!isPage) return next();
      res.setHeader('Cache-Control', 'no-cache');
      res.sendFile(index, (error) => error && next());
    });
  });
}
