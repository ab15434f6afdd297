/**
 * How the product groups dental care for people: the four classes dental plans price differently
 * (class I preventive and diagnostic, class II basic, class III major, class IV orthodontics), the
 * X12 service types that fall in each, and the service type of each CDT procedure code range.
 * README.md of this library sets the same tables out for reviewers.
 */
export type DentalCategory = 'preventive' | 'basic' | 'major' | 'orthodontics';

export const DENTAL_CATEGORIES: readonly DentalCategory[] = ['preventive', 'basic', 'major', 'orthodontics'];

export const CATEGORY_OF_SERVICE_TYPE: ReadonlyMap<string, DentalCategory> = new Map([
  ['23', 'preventive'], // Diagnostic Dental: exams and X-rays are priced with prevention
  ['41', 'preventive'], // Routine (Preventive) Dental
  ['25', 'basic'], // Restorative
  ['26', 'basic'], // Endodontics
  ['24', 'basic'], // Periodontics
  ['40', 'basic'], // Oral Surgery
  ['28', 'basic'], // Adjunctive Dental Services
  ['36', 'major'], // Dental Crowns
  ['39', 'major'], // Prosthodontics
  ['27', 'major'], // Maxillofacial Prosthetics
  ['38', 'orthodontics'], // Orthodontics
]);

/**
 * Service types that speak for the whole plan rather than one class: 35 Dental Care, and 30 Health
 * Benefit Plan Coverage, which dental payers use for the plan's overall status and totals.
 */
export const WHOLE_PLAN_SERVICE_TYPES: ReadonlySet<string> = new Set(['35', '30']);

/**
 * CDT code ranges (first and last number after the D) and the service type a payer files them
 * under. The CDT chapters give the ranges; inside restorative, crowns, inlays, onlays, build-ups,
 * posts and veneers are priced as major work, fillings and repairs as basic. A payer that answers
 * for a procedure code itself (EB13) is followed over this table.
 */
const CDT_SERVICE_TYPES: readonly (readonly [number, number, string])[] = [
  [100, 999, '23'], // diagnostic
  [1000, 1999, '41'], // preventive
  [2000, 2499, '25'], // amalgam and resin restorations
  [2500, 2899, '36'], // inlays, onlays and crowns
  [2900, 2949, '25'], // re-cementing, prefabricated crowns, protective restorations
  [2950, 2962, '36'], // build-ups, posts and cores, veneers
  [2963, 2999, '25'], // other restorative, repairs
  [3000, 3999, '26'], // endodontics
  [4000, 4999, '24'], // periodontics
  [5000, 5899, '39'], // removable prosthodontics
  [5900, 5999, '27'], // maxillofacial prosthetics
  [6000, 6999, '39'], // implants and fixed prosthodontics
  [7000, 7999, '40'], // oral and maxillofacial surgery
  [8000, 8999, '38'], // orthodontics
  [9000, 9999, '28'], // adjunctive general services
];

function serviceTypeRange(code: string): readonly [number, number, string] | undefined {
  if (!/^D\d{4}$/.test(code)) return undefined;
  const number = Number(code.slice(1));
  return CDT_SERVICE_TYPES.find(([first, last]) => number >= first && number <= last);
}

export function isCdtCode(code: string): boolean {
  return serviceTypeRange(code) !== undefined;
}

/** The service type a CDT code is filed under; RangeError for anything that is not a CDT code. */
export function serviceTypeOfProcedure(code: string): string {
  const range = serviceTypeRange(code);
  if (!range) throw new RangeError(`'${code}' is not a CDT procedure code (D followed by four digits)`);
  return range[2];
}
