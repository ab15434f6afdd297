import type { MenuItem } from '@dental/contracts';
import { menuSections } from './menuSections';

// A menu of the same shape as the product's (libs/contracts MENU), fixed here so that screens added
// to the product do not change what these rules are checked against.
const MENU: MenuItem[] = [
  {
    label: 'Insurance Verification',
    path: '/allTransaction',
    icon: 'fact_check',
    permission: 'transaction.list_transaction',
    group: 'MODULES',
  },
  { label: 'Dashboard', path: '/home', icon: 'dashboard', permission: 'home', group: 'MODULES' },
  { label: 'Connections', path: '/connections', icon: 'hub', group: 'GENERAL' },
];

describe('menuSections', () => {
  it('shows each group with the entries the user may open, and the entries open to everyone', () => {
    const sections = menuSections(MENU, ['transaction.list_transaction']);
    expect(sections.map((s) => [s.group, s.entries.map((e) => e.item.label)])).toEqual([
      ['MODULES', ['Insurance Verification']],
      ['GENERAL', ['Connections']],
    ]);
  });

  it('leaves out a group when the user holds none of its permissions', () => {
    expect(menuSections(MENU, []).map((s) => s.group)).toEqual(['GENERAL']);
  });

  it('shows a parent only for its visible children, and only those children', () => {
    const menu: MenuItem[] = [
      { label: 'Reports', path: '', icon: 'bar_chart', group: 'MODULES' },
      { label: 'Summary', path: '/summary-report', icon: 'summarize', permission: 'summaryReport', group: 'MODULES', parent: 'Reports' },
      { label: 'Client cost', path: '/client-cost', icon: 'paid', permission: 'clientCostReport', group: 'MODULES', parent: 'Reports' },
    ];
    expect(menuSections(menu, [])).toEqual([]);
    const [modules] = menuSections(menu, ['summaryReport']);
    expect(modules.entries).toEqual([{ item: menu[0], children: [menu[1]] }]);
  });
});
