import { SERVICE_TYPE, nameOf } from './code-lists';
import { CATEGORY_OF_SERVICE_TYPE, isCdtCode, serviceTypeOfProcedure } from './dental-categories';

describe('serviceTypeOfProcedure', () => {
  it.each([
    ['D0120', '23', 'preventive'],
    ['D0210', '23', 'preventive'],
    ['D1110', '41', 'preventive'],
    ['D1206', '41', 'preventive'],
    ['D2391', '25', 'basic'],
    ['D2930', '25', 'basic'],
    ['D2980', '25', 'basic'],
    ['D2740', '36', 'major'],
    ['D2750', '36', 'major'],
    ['D2950', '36', 'major'],
    ['D2962', '36', 'major'],
    ['D3330', '26', 'basic'],
    ['D4341', '24', 'basic'],
    ['D5110', '39', 'major'],
    ['D5932', '27', 'major'],
    ['D6010', '39', 'major'],
    ['D6750', '39', 'major'],
    ['D7140', '40', 'basic'],
    ['D8080', '38', 'orthodontics'],
    ['D9110', '28', 'basic'],
  ])('files %s under service type %s, class %s', (code, serviceType, category) => {
    expect(serviceTypeOfProcedure(code)).toBe(serviceType);
    expect(CATEGORY_OF_SERVICE_TYPE.get(serviceType)).toBe(category);
  });

  it('refuses anything that is not D and four digits from D0100', () => {
    for (const code of ['d0120', 'D012', 'D01200', 'D0099', 'X1234', '']) {
      expect(isCdtCode(code)).toBe(false);
      expect(() => serviceTypeOfProcedure(code)).toThrow(
        new RangeError(`'${code}' is not a CDT procedure code (D followed by four digits)`),
      );
    }
  });
});

describe('SERVICE_TYPE', () => {
  it('holds the whole 005010 list, with the dental codes named as X12 names them', () => {
    expect(SERVICE_TYPE.names.size).toBe(187);
    expect(
      ['23', '24', '25', '26', '27', '28', '35', '36', '37', '38', '39', '40', '41'].map((code) => nameOf(SERVICE_TYPE, code)),
    ).toEqual([
      'Diagnostic Dental',
      'Periodontics',
      'Restorative',
      'Endodontics',
      'Maxillofacial Prosthetics',
      'Adjunctive Dental Services',
      'Dental Care',
      'Dental Crowns',
      'Dental Accident',
      'Orthodontics',
      'Prosthodontics',
      'Oral Surgery',
      'Routine (Preventive) Dental',
    ]);
  });
});
