import { Module } from '@nestjs/common';
import { TemplateFormsHandlers } from './template-forms.handlers';
import { TemplateFormsRepository } from './template-forms.repository';
import { FormRecount } from './form-recount';

@Module({
  providers: [TemplateFormsRepository, FormRecount, TemplateFormsHandlers],
  exports: [TemplateFormsRepository, FormRecount],
})
export class TemplateFormsModule {}
