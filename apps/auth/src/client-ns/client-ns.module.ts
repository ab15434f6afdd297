import { Module } from '@nestjs/common';
import { ClientNsHandlers } from './client-ns.handlers';
import { ClientNsKeys } from './client-ns-keys';

/** One NS key per client. */
@Module({ providers: [ClientNsKeys, ClientNsHandlers] })
export class ClientNsModule {}
