import { Module } from '@nestjs/common';
import { PracticesHandlers } from './practices.handlers';
import { PracticesRepository } from './practices.repository';
import { TemplateFormsModule } from '../template-forms/template-forms.module';

@Module({ imports: [TemplateFormsModule], providers: [PracticesRepository, PracticesHandlers], exports: [PracticesRepository] })
export class PracticesModule {}
