import { CredentialMessages } from '@dental/contracts';
import { credentialsOf, groupsOf, groupsProblem } from './credentialGroups';

describe('credential groups', () => {
  it('names the first broken rule with the spec message', () => {
    expect(groupsProblem([{ label: ' ', properties: [{ key: 'a', value: 'b' }] }])).toBe(CredentialMessages.labelRequired);
    expect(groupsProblem([{ label: 'Portal', properties: [] }])).toBe(CredentialMessages.needsProperties);
    expect(groupsProblem([{ label: 'Portal', properties: [{ key: 'user', value: '' }] }])).toBe(CredentialMessages.fieldRequired);
    expect(groupsProblem([{ label: 'Portal', properties: [{ key: 'user', value: 'x' }] }])).toBeUndefined();
  });

  it('turns rows into the map the call sends, and back', () => {
    const map = { Portal: { user: 'desk', password: 'pw' } };
    expect(credentialsOf(groupsOf(map))).toEqual(map);
  });
});
