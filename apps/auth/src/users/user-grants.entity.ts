import { Entity, PrimaryColumn } from 'typeorm';

/** A client the user may reach: their own, and more for back-office staff. */
@Entity({ name: 'user_client' })
export class UserClient {
  @PrimaryColumn({ type: 'text' })
  userId!: string;

  @PrimaryColumn({ type: 'text' })
  clientId!: string;
}

/** A practice the user may reach; effective only while the user may also reach its client. */
@Entity({ name: 'user_practice' })
export class UserPractice {
  @PrimaryColumn({ type: 'text' })
  userId!: string;

  @PrimaryColumn({ type: 'text' })
  practiceId!: string;
}

/** A granted permission key (contracts access/permissions.ts): `group.action` or a route permission name. */
@Entity({ name: 'user_permission' })
export class UserPermission {
  @PrimaryColumn({ type: 'text' })
  userId!: string;

  @PrimaryColumn({ type: 'text' })
  permission!: string;
}
