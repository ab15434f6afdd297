/**
 * The client form shared by the 'New Client' and 'Edit Client' modals (spec 02 §2, §5); the new
 * client's modal adds its first user's fields (decision 4: the save creates that user). The
 * contract's schema checks the form, so its messages ('Select Template', 'Select State', 'Select
 * City') show beside the fields before any call.
 */
import { Typography } from '@mui/material';
import { createClientSchema, updateClientSchema } from '@dental/contracts';
import { PasswordInput, TextInput } from 'react-admin';
import { checkedBy } from '../shared/formErrors';
import { TemplateInput } from '../templates/TemplateInput';
import { StateAndCityInputs } from './LocationInputs';

export const validateNewClient = checkedBy(createClientSchema);
export const validateClient = checkedBy(updateClientSchema.omit({ id: true }));

export const ClientInputs = ({ withFirstUser = false }: { withFirstUser?: boolean }) => (
  <>
    <TextInput source="name" label="Name" />
    <TextInput source="email" label="Email" />
    <TextInput source="phone" label="Phone" />
    <TextInput source="zipCode" label="Zip code" />
    <StateAndCityInputs required />
    <TextInput source="address" label="Address" />
    <TemplateInput source="templateId" isRequired />
    <TextInput source="planTemplateId" label="Plan template" />
    {withFirstUser && (
      <>
        <Typography variant="subtitle2" component="h3">
          First user
        </Typography>
        <TextInput source="user.firstName" label="First name" />
        <TextInput source="user.lastName" label="Last name" />
        <TextInput source="user.phone" label="Phone number" />
        <TextInput source="user.email" label="User email" />
        <PasswordInput source="user.password" label="Password" />
      </>
    )}
  </>
);
