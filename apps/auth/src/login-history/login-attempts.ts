/**
 * Every sign-in attempt of a known user, kept as the login history (spec 01 §2 /login-history):
 * when, from which browser, device, system and place, and how it ended. The row of a sign-in waiting
 * for its PIN also holds that PIN's HMAC, expiry and counters.
 */
import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { newId, type LoginHistoryPage, type LoginOutcome } from '@dental/contracts';
import type { Whereabouts } from '../geo/geo-locator';
import type { SignInDevice } from '../known-locations/known-locations';

export interface AttemptDetails extends SignInDevice {
  browserVersion: string;
}

@Injectable()
export class LoginAttempts {
  constructor(private readonly dataSource: DataSource) {}

  /** Records an attempt that ends here (no PIN step); answers its id. */
  async record(userId: string, device: AttemptDetails, where: Whereabouts, outcome: LoginOutcome, accessId?: string): Promise<string> {
    const id = newId();
    await this.dataSource.query(
      `INSERT INTO login_attempt (id, user_id, ip, browser, browser_version, device_type, device_os, location, outcome, access_id)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10)`,
      [
        id,
        userId,
        where.ip,
        device.browser,
        device.browserVersion,
        device.deviceType,
        device.deviceOs,
        where.label,
        outcome,
        accessId ?? null,
      ],
    );
    return id;
  }

  async page(userId: string, page: number, rowsPerPage: number): Promise<LoginHistoryPage> {
    const [{ n }] = await this.dataSource.query<{ n: string }[]>(`SELECT count(*) AS n FROM login_attempt WHERE user_id = $1`, [userId]);
    const rows = await this.dataSource.query<
      {
        id: string;
        created_at: Date;
        browser: string;
        browser_version: string;
        device_type: string;
        device_os: string;
        location: string;
        ip: string;
        outcome: LoginOutcome;
      }[]
    >(
      `SELECT id, created_at, browser, browser_version, device_type, device_os, location, ip, outcome FROM login_attempt
        WHERE user_id = $1 ORDER BY created_at DESC, id DESC LIMIT $2 OFFSET $3`,
      [userId, rowsPerPage, (page - 1) * rowsPerPage],
    );
    return {
      data: rows.map((r) => ({
        _id: r.id,
        date: r.created_at.toISOString(),
        browser: [r.browser, r.browser_version].filter(Boolean).join(' '),
        device: r.device_type,
        os: r.device_os,
        location: r.location,
        ip: r.ip,
        outcome: r.outcome,
      })),
      total: Number(n),
      page,
      rowsPerPage,
    };
  }
}
