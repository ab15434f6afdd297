/**
 * The practice form (spec 02 §5): every field required but the template; the name takes letters,
 * spaces, _ and - only (the contract's schema, so each field shows the server's message). A practice
 * without its own template uses its client's.
 */
import { practiceFormSchema } from '@dental/contracts';
import { ReferenceInput, SelectInput, TextInput } from 'react-admin';
import { StateAndCityInputs } from '../clients/LocationInputs';
import { checkedBy } from '../shared/formErrors';
import { TemplateInput } from '../templates/TemplateInput';

export const validatePractice = checkedBy(practiceFormSchema);

export const NEW_PRACTICE = {
  clientId: '',
  name: '',
  desc: '',
  folderId: '',
  spreadsheetId: '',
  state: '',
  city: '',
  address: '',
  templateId: '',
};

export const PracticeInputs = () => (
  <>
    <ReferenceInput source="clientId" reference="clients" perPage={100}>
      <SelectInput label="Client" optionText="name" isRequired />
    </ReferenceInput>
    <TextInput source="name" label="Name" />
    <TextInput source="desc" label="Description" />
    <TextInput source="folderId" label="Folder id" />
    <TextInput source="spreadsheetId" label="Spreadsheet id" />
    <StateAndCityInputs required />
    <TextInput source="address" label="Address" />
    <TemplateInput
      source="templateId"
      emptyText="Default"
      emptyValue=""
      helperText="Default: the client's template"
      data-testid="practice-template"
    />
  </>
);
