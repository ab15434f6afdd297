import { CredentialMessages } from '@dental/contracts';
import { credentialsOf, groupErrors, groupsOf, originsOf } from './credentialGroups';

describe('credential groups', () => {
  it('puts each broken rule beside its field with the spec message', () => {
    expect(groupErrors([{ label: ' ', properties: [{ key: 'a', value: 'b' }] }])).toEqual({
      groups: { 0: { label: CredentialMessages.labelRequired } },
    });
    expect(groupErrors([{ label: 'Portal', properties: [] }])).toEqual({
      groups: { 0: { properties: CredentialMessages.needsProperties } },
    });
    expect(groupErrors([{ label: 'Portal', properties: [{ key: '', value: '' }] }])).toEqual({
      groups: { 0: { properties: { 0: { key: CredentialMessages.fieldRequired, value: CredentialMessages.fieldRequired } } } },
    });
    expect(groupErrors([{ label: 'Portal', properties: [{ key: 'user', value: 'x' }] }])).toEqual({});
  });

  it('refuses a repeated label or key on the later row, which the map sent would merge into one', () => {
    const portal = { label: 'Portal', properties: [{ key: 'user', value: 'desk' }] };
    expect(groupErrors([portal, { ...portal, label: ' Portal ' }])).toEqual({ groups: { 1: { label: CredentialMessages.labelTaken } } });
    const twice = [
      { key: 'user', value: 'desk' },
      { key: 'user ', value: 'front' },
    ];
    expect(groupErrors([{ label: 'Portal', properties: twice }])).toEqual({
      groups: { 0: { properties: { 1: { key: CredentialMessages.keyTaken } } } },
    });
  });

  it('turns rows into the map the call sends, and back', () => {
    const map = { Portal: { user: 'desk', password: 'pw' } };
    expect(credentialsOf(groupsOf(map))).toEqual(map);
  });

  it('sends where a renamed group and key were loaded from, so their masked values keep the stored secret', () => {
    const [portal] = groupsOf({ Portal: { user: '••••••••' } });
    const renamed = {
      ...portal,
      label: 'Payer portal',
      properties: [
        { ...portal.properties[0], key: 'login' },
        { key: 'pin', value: '1234' },
      ],
    };
    const added = { label: 'Clearing house', properties: [{ key: 'user', value: 'desk' }] };
    expect(originsOf([renamed, added])).toEqual({ 'Payer portal': { label: 'Portal', keys: { login: 'user' } } });
  });
});
