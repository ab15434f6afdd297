import { Injectable, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { ChannelListener } from '@dental/database';

/**
 * The channel every writer of the dashboard's counts notifies, in the writing transaction (see
 * APPLY_DELTAS): named after the schema, so that read models side by side in one database (the
 * tests') hear only their own.
 */
export const dashboardChangedChannel = (schema: string): string => `${schema}_dashboard_changed`;
/** The same name, computed by Postgres in the writer's own schema. */
export const DASHBOARD_CHANGED_CHANNEL_SQL = `current_schema() || '_dashboard_changed'`;
/** A notification's payload: the practices whose counts changed, comma-separated, or this for all of them. */
export const ALL_PRACTICES = '*';
/** Notifications carry at most this many practice ids (25 bytes each, within Postgres's 8,000-byte payload); more say ALL_PRACTICES. */
export const NOTIFIED_PRACTICES = 300;

/**
 * How far the dashboard's counts of each practice have moved, known in this process without asking
 * the database: every transaction that changes them notifies DASHBOARD_CHANGED_CHANNEL with the
 * practices it touched (Postgres delivers it at commit, to every replica), and this counts those
 * notifications. DashboardCache gives a cached answer again only while its practices' count has
 * not moved, so a repeated dashboard request costs no database round trip.
 *
 * While the listening connection is down, notifications may be missed: `of` then answers undefined
 * and callers fall back to the versions stored in `dashboard_practice_version`; the epoch moves on
 * each (re)connection, so nothing counted before a gap is trusted after it. Between a commit and its
 * notification's arrival (milliseconds) a repeated request may still get the answer from before it.
 */
@Injectable()
export class DashboardVersions implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly moves = new Map<string, number>();
  private epoch = 0;
  private listening = false;
  private listener?: ChannelListener;

  constructor(private readonly dataSource: DataSource) {}

  onApplicationBootstrap(): void {
    const { schema } = this.dataSource.options as { schema?: string };
    if (!schema) return;
    this.listener = new ChannelListener(this.dataSource, {
      name: 'reports-dashboard-versions',
      channel: dashboardChangedChannel(schema),
      meanwhile: 'versions are read from the database until it does',
      onNotification: (payload) => this.changed(payload),
      onListening: () => {
        // Whatever was counted before this connection may have missed notifications meanwhile.
        this.epoch++;
        this.listening = true;
      },
      onLost: () => (this.listening = false),
    });
    this.listener.start();
  }

  async onApplicationShutdown(): Promise<void> {
    this.listening = false;
    await this.listener?.stop();
  }

  /** The practices' version as known here (changes when any of them changes), or undefined while not listening. */
  of(practiceIds: readonly string[]): string | undefined {
    if (!this.listening) return undefined;
    let moved = 0;
    for (const id of practiceIds) moved += this.moves.get(id) ?? 0;
    return `${this.epoch}:${moved}`;
  }

  /** Counts one notification's practices. */
  changed(payload: string): void {
    if (payload === ALL_PRACTICES || payload === '') {
      this.epoch++;
      return;
    }
    for (const id of payload.split(',')) this.moves.set(id, (this.moves.get(id) ?? 0) + 1);
  }
}
