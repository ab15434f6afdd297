import { Injectable } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';
import {
  ALL_TRANSACTIONS_GRID_ID,
  AppError,
  ErrorCode,
  VerificationCommands,
  newId,
  type Actor,
  type CommandInput,
  type GridColumn,
  type UserGridColumn,
} from '@dental/contracts';
import { HandlesCommand } from '@dental/messaging';
import { signedIn } from '../user-preferences/signed-in';

interface ColumnRecord {
  id: string;
  grid_id: string;
  grid_name: string;
  key: string;
  name: string;
  description: string;
  permission: string | null;
  default_visible: boolean;
}
interface UserColumnRecord extends ColumnRecord {
  user_column_id: string;
}

const permitted = (actor: Actor) => (c: ColumnRecord) => !c.permission || actor.permissions.includes(c.permission);
const toUserColumn = (r: UserColumnRecord): UserGridColumn => ({
  _id: r.user_column_id,
  columnId: r.id,
  columnGridId: r.grid_id,
  columnGridName: r.grid_name,
  key: r.key,
});

/**
 * The columns of All Transactions and each user's choice (`/api/appsetting/...`). A user starts with
 * the grid's default columns; the first look at them stores that choice, so each column the user
 * sees has an id that DELETE can name. Columns behind a permission the user lacks are never offered.
 */
@Injectable()
export class ColumnsHandlers {
  constructor(private readonly dataSource: DataSource) {}

  @HandlesCommand(VerificationCommands.gridColumns)
  async grid(input: CommandInput<typeof VerificationCommands.gridColumns>, actor: Actor | null): Promise<GridColumn[]> {
    const who = signedIn(actor);
    const rows = await this.dataSource.query<ColumnRecord[]>('SELECT * FROM grid_column WHERE grid_id = $1 ORDER BY position', [input.id]);
    if (rows.length === 0) throw new AppError(ErrorCode.NotFound, 'Grid not found');
    return rows
      .filter(permitted(who))
      .map((c) => ({ _id: c.id, key: c.key, name: c.name, description: c.description, columnGridId: c.grid_id }));
  }

  @HandlesCommand(VerificationCommands.userColumns)
  async user(_input: unknown, actor: Actor | null): Promise<UserGridColumn[]> {
    const who = signedIn(actor);
    return this.dataSource.transaction(async (manager) => {
      await this.startFromDefaults(manager, who.userId);
      return this.chosen(manager, who);
    });
  }

  @HandlesCommand(VerificationCommands.addUserColumn)
  async add(input: CommandInput<typeof VerificationCommands.addUserColumn>, actor: Actor | null): Promise<UserGridColumn> {
    const who = signedIn(actor);
    return this.dataSource.transaction(async (manager) => {
      const columns = await manager.query<ColumnRecord[]>('SELECT * FROM grid_column WHERE id = $1', [input.columnId]);
      const column = columns[0];
      if (!column || !permitted(who)(column)) throw new AppError(ErrorCode.NotFound, 'Column not found');
      await this.startFromDefaults(manager, who.userId);
      await manager.query('INSERT INTO user_grid_column (id, user_id, column_id) VALUES ($1, $2, $3) ON CONFLICT DO NOTHING', [
        newId(),
        who.userId,
        column.id,
      ]);
      return (await this.chosen(manager, who)).find((c) => c.columnId === column.id)!;
    });
  }

  @HandlesCommand(VerificationCommands.removeUserColumn)
  async remove(input: CommandInput<typeof VerificationCommands.removeUserColumn>, actor: Actor | null): Promise<{ deleted: true }> {
    const who = signedIn(actor);
    const [, removed] = await this.dataSource.query<[unknown, number]>('DELETE FROM user_grid_column WHERE id = $1 AND user_id = $2', [
      input.id,
      who.userId,
    ]);
    if (removed === 0) throw new AppError(ErrorCode.NotFound, 'Column not found');
    return { deleted: true };
  }

  private async startFromDefaults(manager: EntityManager, userId: string): Promise<void> {
    const started = await manager.query<unknown[]>(
      'INSERT INTO user_grid (user_id, grid_id) VALUES ($1, $2) ON CONFLICT DO NOTHING RETURNING user_id',
      [userId, ALL_TRANSACTIONS_GRID_ID],
    );
    if (started.length === 0) return;
    const defaults = await manager.query<{ id: string }[]>(
      'SELECT id FROM grid_column WHERE grid_id = $1 AND default_visible ORDER BY position',
      [ALL_TRANSACTIONS_GRID_ID],
    );
    for (const column of defaults) {
      await manager.query('INSERT INTO user_grid_column (id, user_id, column_id) VALUES ($1, $2, $3) ON CONFLICT DO NOTHING', [
        newId(),
        userId,
        column.id,
      ]);
    }
  }

  private async chosen(manager: EntityManager, actor: Actor): Promise<UserGridColumn[]> {
    const rows = await manager.query<UserColumnRecord[]>(
      `SELECT g.*, u.id AS user_column_id FROM user_grid_column u JOIN grid_column g ON g.id = u.column_id
       WHERE u.user_id = $1 ORDER BY g.position`,
      [actor.userId],
    );
    return rows.filter(permitted(actor)).map(toUserColumn);
  }
}
