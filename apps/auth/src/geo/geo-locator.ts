/**
 * Where a sign-in comes from, from the caller's address, with the GeoLite data the geoip-lite
 * package ships (no network look-up). Loopback and private addresses (the local network, tests)
 * have no country and are always allowed; so is a public address the data does not know, so a gap
 * in the data never locks a user out.
 */
import { Inject, Injectable } from '@nestjs/common';
import { isIP } from 'node:net';
import * as geoip from 'geoip-lite';
import { AUTH_CONFIG, type AuthConfig } from '../config';

export interface Whereabouts {
  ip: string;
  /** ISO 3166 alpha-2, '' when unknown or private. */
  country: string;
  /** 'City, Region, CC', 'CC', 'Local network' or 'Unknown'. */
  label: string;
}

@Injectable()
export class GeoLocator {
  private readonly allowed: Set<string>;

  constructor(@Inject(AUTH_CONFIG) config: Pick<AuthConfig, 'GEO_ALLOWED_COUNTRIES'>) {
    this.allowed = new Set(config.GEO_ALLOWED_COUNTRIES);
  }

  locate(address: string): Whereabouts {
    const ip = address.replace(/^::ffff:/i, '');
    if (ip === '' || isPrivate(ip)) return { ip, country: '', label: 'Local network' };
    const found = geoip.lookup(ip);
    if (!found?.country) return { ip, country: '', label: 'Unknown' };
    const label = [found.city, found.region, found.country].filter(Boolean).join(', ');
    return { ip, country: found.country, label };
  }

  isAllowed(where: Whereabouts): boolean {
    return where.country === '' || this.allowed.has(where.country);
  }
}

function isPrivate(ip: string): boolean {
  const version = isIP(ip);
  if (version === 4) {
    const [a, b] = ip.split('.').map(Number);
    return a === 10 || a === 127 || (a === 172 && b >= 16 && b <= 31) || (a === 192 && b === 168) || (a === 169 && b === 254);
  }
  if (version === 6) {
    const lower = ip.toLowerCase();
    return lower === '::1' || lower.startsWith('fc') || lower.startsWith('fd') || lower.startsWith('fe80');
  }
  // Not an address at all: treat like an unknown one rather than refuse.
  return false;
}
