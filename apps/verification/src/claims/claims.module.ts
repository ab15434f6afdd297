import { Module } from '@nestjs/common';
import { ClaimsHandlers } from './claims.handlers';
import { ClaimsRepository } from './claims.repository';

/** Claims the bots requested, and the Claims screen's list. */
@Module({ providers: [ClaimsRepository, ClaimsHandlers] })
export class ClaimsModule {}
