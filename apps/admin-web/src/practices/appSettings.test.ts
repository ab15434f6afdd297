import type { GrantedClient } from '@dental/contracts';
import {
  DEFAULT_APP_SETTINGS,
  clearAppSettings,
  readAppSettings,
  reconcileAppSettings,
  selectedClientId,
  writeAppSettings,
} from './appSettings';

function memoryStorage(): Pick<Storage, 'getItem' | 'setItem' | 'removeItem'> {
  const items = new Map<string, string>();
  return { getItem: (k) => items.get(k) ?? null, setItem: (k, v) => void items.set(k, v), removeItem: (k) => void items.delete(k) };
}

const clients: GrantedClient[] = [
  {
    clientId: 'c1',
    clientName: 'Bright Smiles',
    practices: [
      { _id: 'p1', name: 'North Dental', state: 'TX', clientId: 'c1', clientName: 'Bright Smiles' },
      { _id: 'p2', name: 'South Dental (renamed)', state: 'TX', clientId: 'c1', clientName: 'Bright Smiles' },
    ],
  },
  {
    clientId: 'c2',
    clientName: 'Pearl Dental',
    practices: [{ _id: 'p3', name: 'Pearl Downtown', state: 'FL', clientId: 'c2', clientName: 'Pearl Dental' }],
  },
];

describe('app settings', () => {
  it('reads defaults when nothing or garbage is stored', () => {
    const storage = memoryStorage();
    expect(readAppSettings(storage)).toEqual(DEFAULT_APP_SETTINGS);
    storage.setItem('appSettings', 'not json');
    expect(readAppSettings(storage)).toEqual(DEFAULT_APP_SETTINGS);
  });

  it('round-trips what it writes and clears it with the saved filters', () => {
    const storage = memoryStorage();
    const settings = reconcileAppSettings(DEFAULT_APP_SETTINGS, true, clients);
    writeAppSettings({ ...settings, selectedPractices: settings.practices.slice(0, 1) }, storage);
    storage.setItem('filters', '{}');
    expect(readAppSettings(storage).selectedPractices.map((p) => p._id)).toEqual(['p1']);
    expect(selectedClientId(readAppSettings(storage))).toBe('c1');
    clearAppSettings(storage);
    expect(storage.getItem('appSettings')).toBeNull();
    expect(storage.getItem('filters')).toBeNull();
  });

  it('keeps only selected practices still granted, with their fresh names', () => {
    const previous = {
      ...DEFAULT_APP_SETTINGS,
      selectedPractices: [
        { _id: 'p2', name: 'South Dental', state: 'TX', clientId: 'c1', clientName: 'Bright Smiles' },
        { _id: 'gone', name: 'Closed', state: 'TX', clientId: 'c1', clientName: 'Bright Smiles' },
      ],
    };
    const settings = reconcileAppSettings(previous, true, clients);
    expect(settings.practices).toHaveLength(3);
    expect(settings.selectedPractices).toEqual([clients[0].practices[1]]);
  });

  it('keeps one practice when the user may no longer select several', () => {
    const previous = { ...DEFAULT_APP_SETTINGS, selectedPractices: clients[0].practices };
    expect(reconcileAppSettings(previous, false, clients).selectedPractices.map((p) => p._id)).toEqual(['p1']);
  });

  it("starts a browser without a selection from the server's, still granted, and keeps the browser's own otherwise", () => {
    const fresh = reconcileAppSettings(DEFAULT_APP_SETTINGS, true, clients, ['p2', 'gone', 'p1']);
    expect(fresh.selectedPractices.map((p) => p.name)).toEqual(['South Dental (renamed)', 'North Dental']);
    const own = { ...DEFAULT_APP_SETTINGS, selectedPractices: [clients[1].practices[0]] };
    expect(reconcileAppSettings(own, true, clients, ['p1']).selectedPractices.map((p) => p._id)).toEqual(['p3']);
  });
});
