/**
 * The devices and locations each user signed in from. A device/location is the browser, device type,
 * operating system and the place the address maps to (city, region, country; 'Local network' for
 * private addresses): a new one of these is what the authorisation e-mail is about.
 *
 * The very first sign-in of a user is trusted (there is nothing to compare with, and the PIN step
 * still proves the mailbox or phone); every later new device or location is recorded as pending and
 * its owner gets a link to authorize or block it. A blocked one cannot sign in.
 */
import { Injectable } from '@nestjs/common';
import { createHash } from 'node:crypto';
import { DataSource, type EntityManager } from 'typeorm';
import { AppError, ErrorCode, newId, type KnownAccess, type KnownAccessState } from '@dental/contracts';
import type { Whereabouts } from '../geo/geo-locator';
import { SessionEnder } from '../sessions/session-ender';

export interface SignInDevice {
  browser: string;
  deviceType: string;
  deviceOs: string;
}

export interface RecognisedAccess {
  id: string;
  state: KnownAccessState;
  /** True when this sign-in created the record as pending: its authorisation link must be mailed. */
  needsAuthorization: boolean;
}

interface KnownAccessRow {
  id: string;
  browser: string;
  device_type: string;
  device_os: string;
  location: string;
  ip: string;
  state: KnownAccessState;
  first_seen: Date;
  last_seen: Date;
}

/** A user has few devices and places; the list is bounded anyway. */
const LIST_LIMIT = 200;

@Injectable()
export class KnownLocations {
  constructor(
    private readonly dataSource: DataSource,
    private readonly sessions: SessionEnder,
  ) {}

  async recognise(userId: string, device: SignInDevice, where: Whereabouts): Promise<RecognisedAccess> {
    const fingerprint = createHash('sha256')
      .update(JSON.stringify([device.browser, device.deviceType, device.deviceOs, where.label].map((v) => v.toLowerCase())))
      .digest('hex');
    return this.dataSource.transaction(async (manager) => {
      // Serialise a user's concurrent first sign-ins, so only one of them counts as the first.
      await manager.query(`SELECT id FROM app_user WHERE id = $1 FOR UPDATE`, [userId]);
      const [known] = await manager.query<{ id: string; state: KnownAccessState }[]>(
        `SELECT id, state FROM known_access WHERE user_id = $1 AND fingerprint = $2`,
        [userId, fingerprint],
      );
      if (known) return { id: known.id, state: known.state, needsAuthorization: false };
      const [{ n }] = await manager.query<{ n: string }[]>(`SELECT count(*) AS n FROM known_access WHERE user_id = $1`, [userId]);
      const state: KnownAccessState = Number(n) === 0 ? 'allowed' : 'pending';
      const id = newId();
      await manager.query(
        `INSERT INTO known_access (id, user_id, fingerprint, browser, device_type, device_os, location, ip, state)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9)`,
        [id, userId, fingerprint, device.browser, device.deviceType, device.deviceOs, where.label, where.ip, state],
      );
      return { id, state, needsAuthorization: state === 'pending' };
    });
  }

  async touch(manager: EntityManager, accessId: string, ip: string): Promise<void> {
    await manager.query(`UPDATE known_access SET last_seen = now(), ip = $2 WHERE id = $1`, [accessId, ip]);
  }

  async list(userId: string): Promise<KnownAccess[]> {
    const rows = await this.dataSource.query<KnownAccessRow[]>(
      `SELECT id, browser, device_type, device_os, location, ip, state, first_seen, last_seen FROM known_access
        WHERE user_id = $1 ORDER BY last_seen DESC LIMIT ${LIST_LIMIT}`,
      [userId],
    );
    return rows.map(toKnownAccess);
  }

  /** Allow or block one of the user's own records; blocking ends the sessions signed in from it. */
  async setState(userId: string, accessId: string, state: 'allowed' | 'blocked'): Promise<KnownAccess> {
    const [rows] = await this.dataSource.query<[KnownAccessRow[], number]>(
      `UPDATE known_access SET state = $3 WHERE id = $1 AND user_id = $2
        RETURNING id, browser, device_type, device_os, location, ip, state, first_seen, last_seen`,
      [accessId, userId, state],
    );
    if (!rows?.length) throw new AppError(ErrorCode.NotFound, 'The access was not found');
    if (state === 'blocked') await this.sessions.endSessionsFrom(accessId);
    return toKnownAccess(rows[0]);
  }
}

function toKnownAccess(row: KnownAccessRow): KnownAccess {
  return {
    _id: row.id,
    browser: row.browser,
    device: row.device_type,
    os: row.device_os,
    location: row.location,
    ip: row.ip,
    state: row.state,
    firstSeen: row.first_seen.toISOString(),
    lastSeen: row.last_seen.toISOString(),
  };
}
