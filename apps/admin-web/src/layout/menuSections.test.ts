import { MENU, type MenuItem } from '@dental/contracts';
import { menuSections } from './menuSections';

describe('menuSections', () => {
  it('shows the insurance verification module to a user who may list transactions, and Connections to everyone', () => {
    const sections = menuSections(MENU, ['transaction.list_transaction']);
    expect(sections.map((s) => [s.group, s.entries.map((e) => e.item.label)])).toEqual([
      ['MODULES', ['Insurance Verification']],
      ['GENERAL', ['Connections']],
    ]);
  });

  it('leaves out the MODULES group when the user holds none of its permissions', () => {
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
