import { defineCommand } from '../messaging/commands';
import { claimQuerySchema, type ClaimPage } from './claims';

export const ClaimCommands = {
  list: defineCommand<ClaimPage>()('verification', 'claim.list', claimQuerySchema),
} as const;
