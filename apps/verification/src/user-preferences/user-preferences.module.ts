import { Module } from '@nestjs/common';
import { PreferencesHandlers } from './preferences.handlers';
import { PreferencesRepository } from './preferences.repository';

@Module({ providers: [PreferencesRepository, PreferencesHandlers], exports: [PreferencesRepository] })
export class UserPreferencesModule {}
