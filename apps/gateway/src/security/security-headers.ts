/**
 * Security headers on every answer (helmet), with a Content-Security-Policy that allows only the
 * gateway's own origin: scripts only from the built bundle (no inline script, no eval), no plugins,
 * no framing by other sites, forms and fetches only to this origin.
 *
 * Styles allow 'unsafe-inline' because MUI's styling engine (emotion) writes <style> elements and the
 * charts set style attributes at run time; a style cannot run code, so scripts, the real XSS vector,
 * stay strict. No upgrade-insecure-requests: TLS ends at the proxy in front of the gateway, and a
 * trial on plain HTTP (http://host:3000) must still load its own files.
 */
import helmet from 'helmet';
import type { RequestHandler } from 'express';

export const CONTENT_SECURITY_POLICY = {
  'default-src': ["'self'"],
  'script-src': ["'self'"],
  'style-src': ["'self'", "'unsafe-inline'"],
  'img-src': ["'self'", 'data:', 'blob:'],
  'font-src': ["'self'", 'data:'],
  'connect-src': ["'self'"],
  'object-src': ["'none'"],
  'base-uri': ["'self'"],
  'form-action': ["'self'"],
  'frame-ancestors': ["'none'"],
  'frame-src': ["'self'", 'blob:'],
  'worker-src': ["'self'", 'blob:'],
  'upgrade-insecure-requests': null,
};

export function securityHeaders(): RequestHandler {
  return helmet({
    contentSecurityPolicy: { useDefaults: false, directives: CONTENT_SECURITY_POLICY },
    // Answers carry patient data: never sent to another site in a Referer.
    referrerPolicy: { policy: 'no-referrer' },
  });
}
