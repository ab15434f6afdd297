import { GeoLocator } from './geo-locator';

describe('GeoLocator', () => {
  const geo = new GeoLocator({ GEO_ALLOWED_COUNTRIES: ['US'] });

  it('locates public addresses with the shipped data and applies the allow-list', () => {
    const london = geo.locate('81.2.69.160');
    expect(london.country).toBe('GB');
    expect(geo.isAllowed(london)).toBe(false);
    expect(geo.isAllowed(geo.locate('::ffff:81.2.69.160'))).toBe(false);
    const us = geo.locate('8.8.8.8');
    expect(us).toMatchObject({ country: 'US', label: 'US' });
    expect(geo.isAllowed(us)).toBe(true);
  });

  it('lets loopback and private addresses in as the local network', () => {
    for (const ip of ['127.0.0.1', '::1', '::ffff:127.0.0.1', '10.2.3.4', '192.168.1.9', '172.20.0.5', 'fd00::1', '']) {
      const where = geo.locate(ip);
      expect({ ip, label: where.label, allowed: geo.isAllowed(where) }).toEqual({ ip, label: 'Local network', allowed: true });
    }
  });

  it('allows several countries', () => {
    const both = new GeoLocator({ GEO_ALLOWED_COUNTRIES: ['US', 'GB'] });
    expect(both.isAllowed(both.locate('81.2.69.160'))).toBe(true);
  });
});
