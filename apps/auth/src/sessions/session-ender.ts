/**
 * Ends the sessions that came from given sign-ins: their refresh-token families are revoked and their
 * access tokens blacklisted until they expire, so a blocked device or location is out at once.
 */
import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { TokenBlacklist } from './token-blacklist';

@Injectable()
export class SessionEnder {
  constructor(
    private readonly dataSource: DataSource,
    private readonly blacklist: TokenBlacklist,
  ) {}

  async endSessionsFrom(accessId: string): Promise<void> {
    const sessions = await this.dataSource.query<{ session_family: string; session_jti: string; session_expires_at: Date }[]>(
      `SELECT session_family, session_jti, session_expires_at FROM login_attempt
        WHERE access_id = $1 AND session_family IS NOT NULL`,
      [accessId],
    );
    if (sessions.length === 0) return;
    await this.dataSource.query(`UPDATE refresh_token SET revoked_at = now() WHERE family_id = ANY($1::uuid[]) AND revoked_at IS NULL`, [
      sessions.map((s) => s.session_family),
    ]);
    for (const s of sessions.filter((one) => one.session_expires_at.getTime() > Date.now()))
      await this.blacklist.add(s.session_jti, Math.floor(s.session_expires_at.getTime() / 1000));
  }

  /** A new password ends every session of the user. */
  async endAllSessionsOf(userId: string): Promise<void> {
    await this.dataSource.query(`UPDATE refresh_token SET revoked_at = now() WHERE user_id = $1 AND revoked_at IS NULL`, [userId]);
    const live = await this.dataSource.query<{ session_jti: string; session_expires_at: Date }[]>(
      `SELECT session_jti, session_expires_at FROM login_attempt WHERE user_id = $1 AND session_jti IS NOT NULL AND session_expires_at > now()`,
      [userId],
    );
    for (const s of live) await this.blacklist.add(s.session_jti, Math.floor(s.session_expires_at.getTime() / 1000));
  }
}
