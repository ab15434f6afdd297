import { CredentialMessages } from '@dental/contracts';
import { credentialsOf, groupsOf, groupsProblem, originsOf } from './credentialGroups';

describe('credential groups', () => {
  it('names the first broken rule with the spec message', () => {
    expect(groupsProblem([{ label: ' ', properties: [{ key: 'a', value: 'b' }] }])).toBe(CredentialMessages.labelRequired);
    expect(groupsProblem([{ label: 'Portal', properties: [] }])).toBe(CredentialMessages.needsProperties);
    expect(groupsProblem([{ label: 'Portal', properties: [{ key: 'user', value: '' }] }])).toBe(CredentialMessages.fieldRequired);
    expect(groupsProblem([{ label: 'Portal', properties: [{ key: 'user', value: 'x' }] }])).toBeUndefined();
  });

  it('refuses a repeated label or key, which the map sent would merge into one', () => {
    const portal = { label: 'Portal', properties: [{ key: 'user', value: 'desk' }] };
    expect(groupsProblem([portal, { ...portal, label: ' Portal ' }])).toBe(CredentialMessages.labelTaken);
    const twice = [
      { key: 'user', value: 'desk' },
      { key: 'user ', value: 'front' },
    ];
    expect(groupsProblem([{ label: 'Portal', properties: twice }])).toBe(CredentialMessages.keyTaken);
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
