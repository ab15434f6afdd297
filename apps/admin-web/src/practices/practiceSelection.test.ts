import type { GrantedPractice } from '@dental/contracts';
import {
  allSelected,
  chooseAllPractices,
  clientsOf,
  choosePractice,
  initialSelection,
  practicesShown,
  selectionLabel,
} from './practiceSelection';

function practice(id: number, clientId = 'c1', name = `Practice ${id}`, state = 'TX'): GrantedPractice {
  return { _id: `p${id}`, name, state, clientId, clientName: clientId === 'c1' ? 'Bright Smiles' : 'Pearl Dental' };
}

const north = practice(1, 'c1', 'North Dental');
const south = practice(2, 'c1', 'South Dental');
const pearl = practice(3, 'c2', 'Pearl Downtown');

describe('choosePractice', () => {
  it('adds and removes practices when several may be selected', () => {
    const added = choosePractice([north], south, true);
    expect(added).toEqual({ kind: 'selected', selection: [north, south] });
    expect(choosePractice([north, south], north, true)).toEqual({ kind: 'selected', selection: [south] });
  });

  it('replaces the selection when only one practice may be selected', () => {
    expect(choosePractice([north], south, false)).toEqual({ kind: 'selected', selection: [south] });
    expect(choosePractice([north], north, false)).toEqual({ kind: 'selected', selection: [north] });
  });

  it('asks before replacing a selection of another client, whatever the multi-practice setting', () => {
    expect(choosePractice([north, south], pearl, true)).toEqual({ kind: 'confirmReplace', replacement: [pearl], label: 'Pearl Downtown' });
    expect(choosePractice([north], pearl, false)).toMatchObject({ kind: 'confirmReplace', replacement: [pearl] });
  });

  it('selects any practice when nothing is selected', () => {
    expect(choosePractice([], pearl, true)).toEqual({ kind: 'selected', selection: [pearl] });
  });
});

describe('chooseAllPractices', () => {
  it('selects every practice of the client, and clears them when all are already selected', () => {
    expect(chooseAllPractices([north], [north, south])).toEqual({ kind: 'selected', selection: [north, south] });
    expect(chooseAllPractices([north, south], [north, south])).toEqual({ kind: 'selected', selection: [] });
  });

  it('asks before replacing a selection of another client', () => {
    expect(chooseAllPractices([pearl], [north, south])).toMatchObject({ kind: 'confirmReplace', replacement: [north, south] });
  });

  it('knows when all practices of a client are selected', () => {
    expect(allSelected([south, north], [north, south])).toBe(true);
    expect(allSelected([north], [north, south])).toBe(false);
    expect(allSelected([], [])).toBe(false);
  });
});

describe('practicesShown', () => {
  const many = Array.from({ length: 40 }, (_, i) => practice(i + 10, 'c1', `Clinic ${i + 10}`, i % 2 ? 'TX' : 'FL'));

  it('lists at most 15 practices and says how many match', () => {
    const { shown, matching } = practicesShown(many, '');
    expect(shown).toHaveLength(15);
    expect(matching).toBe(40);
  });

  it('matches the search on name or state, ignoring case', () => {
    expect(practicesShown([north, south, pearl], 'south').shown).toEqual([south]);
    expect(practicesShown(many, 'fl').matching).toBe(20);
    expect(practicesShown(many, 'clinic 4').shown.map((p) => p.name)).toEqual([
      'Clinic 40',
      'Clinic 41',
      'Clinic 42',
      'Clinic 43',
      'Clinic 44',
      'Clinic 45',
      'Clinic 46',
      'Clinic 47',
      'Clinic 48',
      'Clinic 49',
    ]);
  });
});

describe('selectionLabel', () => {
  it('names the client and counts the practices', () => {
    expect(selectionLabel([north, south])).toBe('Bright Smiles - practices selected: 2');
  });

  it('says when nothing is selected', () => {
    expect(selectionLabel([])).toBe('*No Practice Selected*');
  });
});

describe('initialSelection', () => {
  it('starts from the current selection', () => {
    expect(initialSelection([south], [north, south], true)).toEqual([south]);
  });

  it("defaults to 'All Practices' of the client for multi-practice users, nothing otherwise", () => {
    expect(initialSelection([], [north, south], true)).toEqual([north, south]);
    expect(initialSelection([], [north, south], false)).toEqual([]);
  });
});

describe('clientsOf', () => {
  it('groups practices under their clients in order of appearance', () => {
    expect(clientsOf([north, pearl, south])).toEqual([
      { clientId: 'c1', clientName: 'Bright Smiles', practices: [north, south] },
      { clientId: 'c2', clientName: 'Pearl Dental', practices: [pearl] },
    ]);
  });
});
