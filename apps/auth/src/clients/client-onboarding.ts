/**
 * An approved onboarding request becomes a client, its practices and its first user (asked by the
 * billing service, which keeps the requests). All of it is saved in one transaction: a failure at
 * any step (the first user's e-mail taken, the database refusing a row) leaves nothing behind.
 *
 * The client takes the request's id, so the command is idempotent: asked again for a request already
 * made into a client (a retry after a lost answer), it answers what exists and creates nothing. The
 * practices keep the ids they have in the request. The approver is granted the client and its
 * practices (whoever creates a client may reach it); the first user gets the client and all its
 * practices and no permission yet (as the New Client modal's first user): an administrator grants
 * the client its catalogue entries and the user their permissions. The user has no password until
 * they open the create-password link mailed to them.
 */
import { Injectable, Logger } from '@nestjs/common';
import { ModuleRef } from '@nestjs/core';
import { randomBytes } from 'node:crypto';
import { DataSource, type EntityManager } from 'typeorm';
import {
  AppError,
  BillingPermission,
  ErrorCode,
  newId,
  type Actor,
  type CommandInput,
  type ClientOnboardingCommands,
  type OnboardedClient,
} from '@dental/contracts';
import { PasswordLinks } from '../password/password-links';
import { PermissionCatalogue } from '../permissions/permission-catalogue';
import { TenancyDirectory } from '../tenancy/tenancy-directory';
import { UserAccounts, emailTakenAs, normaliseEmail } from '../users/user-accounts';

type OnboardInput = CommandInput<typeof ClientOnboardingCommands.onboardClient>;

@Injectable()
export class ClientOnboarding {
  private readonly logger = new Logger(ClientOnboarding.name);

  constructor(
    private readonly dataSource: DataSource,
    private readonly tenancy: TenancyDirectory,
    private readonly accounts: UserAccounts,
    private readonly catalogue: PermissionCatalogue,
    private readonly moduleRef: ModuleRef,
  ) {}

  async onboard(input: OnboardInput, actor: Actor): Promise<OnboardedClient> {
    // The billing service passes on the approver; approving is theirs to do, checked here again.
    if (!actor.permissions.includes(BillingPermission.decideUserRequest))
      throw new AppError(ErrorCode.Forbidden, `You do not have permission '${BillingPermission.decideUserRequest}'`);
    const clientId = input.onboardingId;
    const practiceIds = input.practices.map((p) => p.id);
    const answer = await this.dataSource
      .transaction(async (manager): Promise<OnboardedClient> => {
        // Two approvals of one request at once: the second waits here, then finds the first one's client.
        await manager.query(`SELECT pg_advisory_xact_lock(hashtext($1))`, [`onboarding:${clientId}`]);
        const made = await this.existing(manager, input);
        if (made) return made;
        await this.tenancy.saveClient({ id: clientId, ...input.client }, manager);
        for (const practice of input.practices) {
          await this.tenancy.savePractice({ ...practice, clientId }, manager);
        }
        await manager.query(`INSERT INTO user_client (user_id, client_id) VALUES ($1, $2) ON CONFLICT DO NOTHING`, [
          actor.userId,
          clientId,
        ]);
        if (practiceIds.length > 0)
          await manager.query(`INSERT INTO user_practice (user_id, practice_id) SELECT $1, unnest($2::text[]) ON CONFLICT DO NOTHING`, [
            actor.userId,
            practiceIds,
          ]);
        await this.catalogue.reportAccessChanged(manager, [actor.userId]);
        const userId = newId();
        await this.accounts.saveUser(
          {
            id: userId,
            email: input.user.email,
            // None works until the person creates theirs through the mailed link.
            password: randomBytes(32).toString('base64url'),
            firstName: input.user.firstName,
            lastName: input.user.lastName,
            phone: input.user.phone,
            clientId,
            clientIds: [clientId],
            practiceIds,
            permissions: [],
          },
          manager,
        );
        return { clientId, practiceIds, userId, created: true };
      })
      .catch(emailTakenAs('user.email'));
    if (answer.created) await this.mailCreateLink(answer.userId);
    return answer;
  }

  private async existing(manager: EntityManager, input: OnboardInput): Promise<OnboardedClient | undefined> {
    const [client] = await manager.query<{ id: string }[]>(`SELECT id FROM client WHERE id = $1`, [input.onboardingId]);
    if (!client) return undefined;
    const [user] = await manager.query<{ id: string }[]>(`SELECT id FROM app_user WHERE client_id = $1 AND email = $2`, [
      client.id,
      normaliseEmail(input.user.email),
    ]);
    const practices = await manager.query<{ id: string }[]>(`SELECT id FROM practice WHERE client_id = $1 ORDER BY id`, [client.id]);
    return { clientId: client.id, practiceIds: practices.map((p) => p.id), userId: user?.id ?? '', created: false };
  }

  /** As for a user created without a password on the users screen: a mail that fails is logged; the user can ask for a reset link. */
  private async mailCreateLink(userId: string): Promise<void> {
    // Looked up when needed: the password links live in the sessions module, which imports the users module.
    const links = this.moduleRef.get(PasswordLinks, { strict: false });
    await links.mailCreateLink(userId).catch((error: unknown) => {
      this.logger.error({ err: error, userId }, 'The create-password link could not be mailed');
    });
  }
}
