import { Module, type DynamicModule } from '@nestjs/common';
import { CONVERSION_SETTINGS, ConversionsService, type ConversionSettings } from './conversions.service';
import { ConversionsHandlers } from './conversions.handlers';
import { ConversionCleanup } from './conversion-cleanup';

/** The File converter: its job queue, the worker when this process runs conversions, and (in the files service) its commands and the removal of expired files. */
@Module({})
export class ConversionsModule {
  static forRoot(settings: ConversionSettings, { commands = true } = {}): DynamicModule {
    return {
      module: ConversionsModule,
      providers: [
        { provide: CONVERSION_SETTINGS, useValue: settings },
        ConversionsService,
        ...(commands ? [ConversionsHandlers, ConversionCleanup] : []),
      ],
      exports: [ConversionsService],
    };
  }
}
