import { allPermissionKeys } from './permissions';
import { defaultCatalogueEntries, isInSubtree, parentCodeOf, permissionElementSchema } from './permission-catalogue';

describe('default permission catalogue', () => {
  const entries = defaultCatalogueEntries();

  it('holds every permission key the gateway checks, once, and nothing else', () => {
    expect(entries.map((e) => e.name).sort()).toEqual([...new Set(allPermissionKeys())].sort());
  });

  it('gives every element a unique code under an existing parent of the right type', () => {
    const byCode = new Map(entries.map((e) => [e.code, e]));
    expect(byCode.size).toBe(entries.length);
    for (const entry of entries) {
      expect(entry.parentCode).toBe(parentCodeOf(entry.code));
      if (entry.type === 'Module') expect(entry.parentCode).toBeNull();
      if (entry.type === 'Action') expect(byCode.get(entry.parentCode as string)?.type).toBe('Section');
    }
  });

  it('tells a subtree by code prefix plus a dash', () => {
    expect(isInSubtree('M1-S1-A2', 'M1-S1')).toBe(true);
    expect(isInSubtree('M1-S10', 'M1-S1')).toBe(false);
  });

  it('requires a url only for menu entries that are not actions', () => {
    expect(
      permissionElementSchema.safeParse({
        type: 'Action',
        displayName: 'A',
        name: 'a',
        parentId: '0123456789abcdef01234567',
        showInMenu: true,
      }).success,
    ).toBe(true);
    expect(
      permissionElementSchema.safeParse({
        type: 'Section',
        displayName: 'S',
        name: 's',
        parentId: '0123456789abcdef01234567',
        showInMenu: true,
      }).success,
    ).toBe(false);
  });
});
