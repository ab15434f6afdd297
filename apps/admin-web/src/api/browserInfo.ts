/**
 * The device description sent with sign-in (spec 01 §7: browser, browserVersion, deviceType,
 * deviceOs), read from the user agent so the login history can tell sessions apart.
 */
export interface BrowserInfo {
  browser: string;
  browserVersion: string;
  deviceType: string;
  deviceOs: string;
}

const BROWSERS: ReadonlyArray<[name: string, pattern: RegExp]> = [
  ['Edge', /Edg(?:e|A|iOS)?\/([\d.]+)/],
  ['Opera', /OPR\/([\d.]+)/],
  ['Firefox', /(?:Firefox|FxiOS)\/([\d.]+)/],
  ['Chrome', /(?:Chrome|CriOS)\/([\d.]+)/],
  ['Safari', /Version\/([\d.]+).*Safari/],
];

const SYSTEMS: ReadonlyArray<[name: string, pattern: RegExp]> = [
  ['Windows', /Windows NT/],
  ['Android', /Android/],
  ['iOS', /iPhone|iPad|iPod/],
  ['macOS', /Mac OS X/],
  ['Chrome OS', /CrOS/],
  ['Linux', /Linux/],
];

export function describeBrowser(userAgent: string): BrowserInfo {
  const browser = BROWSERS.find(([, pattern]) => pattern.test(userAgent));
  const system = SYSTEMS.find(([, pattern]) => pattern.test(userAgent));
  const deviceType = /iPad|Tablet/.test(userAgent) ? 'tablet' : /Mobi|Android|iPhone/.test(userAgent) ? 'mobile' : 'desktop';
  return {
    browser: browser?.[0] ?? 'Unknown',
    browserVersion: browser ? (browser[1].exec(userAgent)?.[1] ?? '') : '',
    deviceType,
    deviceOs: system?.[0] ?? 'Unknown',
  };
}
