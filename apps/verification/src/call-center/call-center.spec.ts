import { callCenterSaveSchema, normaliseCoverageDate, type TemplateForm } from '@dental/contracts';
import { categoriesOf } from './call-center.handlers';

const field = (bookmark: string, label: string) => ({
  _id: bookmark,
  type: 'text_object',
  elementType: 'text',
  bookmark,
  label,
  required: false,
  cond: null,
  symbol: '',
  options: [],
  affectsOn: [],
  value: '',
});

const form = {
  _id: 't1',
  name: 'FBD',
  description: '',
  version: 1,
  content: [
    { _id: 's1', type: 'section_info', categoryName: 'Plan', items: [field('PlanName', 'Plan name')] },
    {
      _id: 's2',
      type: 'section_code',
      categoryName: 'Frequencies and history',
      items: [
        {
          _id: 'sub1',
          type: 'subsection',
          label: 'Periodic oral evaluation',
          code: 'D0120',
          items: [field('D0120_Frequency', 'Frequency')],
        },
      ],
    },
  ],
} as unknown as TemplateForm;

describe('the Call Center verification', () => {
  it("lists the form's code sections as categories, each procedure code an item", () => {
    expect(categoriesOf(form)).toEqual([
      { categoryId: 's2', name: 'Frequencies and history', items: [{ code: 'D0120', description: 'Periodic oral evaluation' }] },
    ]);
  });

  it('accepts the spec date formats and normalises them to YYYY-MM-DD', () => {
    expect(['2026/03/01', '2026-03-01', '03/01/2026', '03-01-2026', '25/03/2026', '25-03-2026'].map(normaliseCoverageDate)).toEqual([
      '2026-03-01',
      '2026-03-01',
      '2026-03-01',
      '2026-03-01',
      '2026-03-25',
      '2026-03-25',
    ]);
    expect(normaliseCoverageDate('2026-02-30')).toBeNull();
  });

  it('requires notes, ordered dates and the text of an eligible item, naming the field', () => {
    const result = callCenterSaveSchema.safeParse({
      id: '65f0a1b2c3d4e5f601230001',
      coverageDateStart: '2026-12-31',
      coverageDateEnd: '2026-01-01',
      notes: ' ',
      items: [{ categoryId: 's2', bookmarks: [{ code: 'D0120', elegible: 'E' }] }],
    });
    expect(result.success).toBe(false);
    const issues = result.error!.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
    expect(issues).toEqual(
      expect.arrayContaining([
        'notes: Notes are required',
        'items.0.bookmarks.0.frecuency: write its frequency or history when it is eligible',
        'coverageDateEnd: cannot be before coverageDateStart',
      ]),
    );
  });
});
