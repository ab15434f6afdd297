import { Module } from '@nestjs/common';
import { ConnectionsHandlers } from './connections.handlers';
import { UserAppSettingsService } from './user-app-settings';

/** The practices each user selected to work with. */
@Module({ providers: [UserAppSettingsService, ConnectionsHandlers] })
export class ConnectionsModule {}
