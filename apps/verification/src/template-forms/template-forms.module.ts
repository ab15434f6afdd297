import { Module } from '@nestjs/common';
import { TemplateFormsHandlers } from './template-forms.handlers';
import { TemplateFormsRepository } from './template-forms.repository';
import { FormRecount } from './form-recount';
import { TemplateFormSource } from './template-form-source';

@Module({
  providers: [TemplateFormsRepository, FormRecount, TemplateFormSource, TemplateFormsHandlers],
  exports: [TemplateFormsRepository, FormRecount, TemplateFormSource],
})
export class TemplateFormsModule {}
