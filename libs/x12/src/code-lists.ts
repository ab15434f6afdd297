/**
 * The code lists of 005010X279A1 that the 270 builder and the 271 reader use, each with the
 * readable name the eligibility response shows beside the code (coverageLevelCode 'IND' beside
 * coverageLevel 'Individual'). A code outside its list is refused rather than passed on, because a
 * reviewer cannot act on a benefit whose meaning the product does not know.
 */
export interface CodeList {
  /** How a refusal names the list: "element EB01 'Z' is not <noun>". */
  readonly noun: string;
  readonly names: ReadonlyMap<string, string>;
}

function codeList(noun: string, entries: readonly (readonly [string, string])[]): CodeList {
  return { noun, names: new Map(entries) };
}

/** The readable name of a code already checked against its list. */
export function nameOf(list: CodeList, code: string): string {
  const name = list.names.get(code);
  if (name === undefined) throw new RangeError(`'${code}' is not ${list.noun}`);
  return name;
}

/** EB01: what an eligibility or benefit loop says (coverage status, a cost share, a limit...). */
export const ELIGIBILITY_OR_BENEFIT = codeList('an eligibility or benefit code', [
  ['1', 'Active Coverage'],
  ['2', 'Active - Full Risk Capitation'],
  ['3', 'Active - Services Capitated'],
  ['4', 'Active - Services Capitated to Primary Care Physician'],
  ['5', 'Active - Pending Investigation'],
  ['6', 'Inactive'],
  ['7', 'Inactive - Pending Eligibility Update'],
  ['8', 'Inactive - Pending Investigation'],
  ['A', 'Co-Insurance'],
  ['B', 'Co-Payment'],
  ['C', 'Deductible'],
  ['CB', 'Coverage Basis'],
  ['D', 'Benefit Description'],
  ['E', 'Exclusions'],
  ['F', 'Limitations'],
  ['G', 'Out of Pocket (Stop Loss)'],
  ['H', 'Unlimited'],
  ['I', 'Non-Covered'],
  ['J', 'Cost Containment'],
  ['K', 'Reserve'],
  ['L', 'Primary Care Provider'],
  ['M', 'Pre-existing Condition'],
  ['MC', 'Managed Care Coordinator'],
  ['N', 'Services Restricted to Following Provider'],
  ['O', 'Not Deemed a Medical Necessity'],
  ['P', 'Benefit Disclaimer'],
  ['Q', 'Second Surgical Opinion Required'],
  ['R', 'Other or Additional Payor'],
  ['S', 'Prior Year(s) History'],
  ['T', 'Card(s) Reported Lost/Stolen'],
  ['U', 'Contact Following Entity for Eligibility or Benefit Information'],
  ['V', 'Cannot Process'],
  ['W', 'Other Source of Data'],
  ['X', 'Health Care Facility'],
  ['Y', 'Spend Down'],
]);

/** EB01 codes 1 to 8 state the coverage itself; the response lists them again under planStatus. */
export const COVERAGE_STATUS_CODES: ReadonlySet<string> = new Set(['1', '2', '3', '4', '5', '6', '7', '8']);
export const ACTIVE_COVERAGE_CODES: ReadonlySet<string> = new Set(['1', '2', '3', '4', '5']);

/** EB02: whom an amount or limit applies to. */
export const COVERAGE_LEVEL = codeList('a coverage level code', [
  ['CHD', 'Children Only'],
  ['DEP', 'Dependents Only'],
  ['ECH', 'Employee and Children'],
  ['EMP', 'Employee Only'],
  ['ESP', 'Employee and Spouse'],
  ['FAM', 'Family'],
  ['IND', 'Individual'],
  ['SPC', 'Spouse and Children'],
  ['SPO', 'Spouse Only'],
]);

/** EB03 and EQ01: the kind of care a benefit or a question is about (the whole 005010 list). */
export const SERVICE_TYPE = codeList('a service type code', [
  ['1', 'Medical Care'],
  ['2', 'Surgical'],
  ['3', 'Consultation'],
  ['4', 'Diagnostic X-Ray'],
  ['5', 'Diagnostic Lab'],
  ['6', 'Radiation Therapy'],
  ['7', 'Anesthesia'],
  ['8', 'Surgical Assistance'],
  ['9', 'Other Medical'],
  ['10', 'Blood Charges'],
  ['11', 'Used Durable Medical Equipment'],
  ['12', 'Durable Medical Equipment Purchase'],
  ['13', 'Ambulatory Service Center Facility'],
  ['14', 'Renal Supplies in the Home'],
  ['15', 'Alternate Method Dialysis'],
  ['16', 'Chronic Renal Disease (CRD) Equipment'],
  ['17', 'Pre-Admission Testing'],
  ['18', 'Durable Medical Equipment Rental'],
  ['19', 'Pneumonia Vaccine'],
  ['20', 'Second Surgical Opinion'],
  ['21', 'Third Surgical Opinion'],
  ['22', 'Social Work'],
  ['23', 'Diagnostic Dental'],
  ['24', 'Periodontics'],
  ['25', 'Restorative'],
  ['26', 'Endodontics'],
  ['27', 'Maxillofacial Prosthetics'],
  ['28', 'Adjunctive Dental Services'],
  ['30', 'Health Benefit Plan Coverage'],
  ['32', 'Plan Waiting Period'],
  ['33', 'Chiropractic'],
  ['34', 'Chiropractic Office Visits'],
  ['35', 'Dental Care'],
  ['36', 'Dental Crowns'],
  ['37', 'Dental Accident'],
  ['38', 'Orthodontics'],
  ['39', 'Prosthodontics'],
  ['40', 'Oral Surgery'],
  ['41', 'Routine (Preventive) Dental'],
  ['42', 'Home Health Care'],
  ['43', 'Home Health Prescriptions'],
  ['44', 'Home Health Visits'],
  ['45', 'Hospice'],
  ['46', 'Respite Care'],
  ['47', 'Hospital'],
  ['48', 'Hospital - Inpatient'],
  ['49', 'Hospital - Room and Board'],
  ['50', 'Hospital - Outpatient'],
  ['51', 'Hospital - Emergency Accident'],
  ['52', 'Hospital - Emergency Medical'],
  ['53', 'Hospital - Ambulatory Surgical'],
  ['54', 'Long Term Care'],
  ['55', 'Major Medical'],
  ['56', 'Medically Related Transportation'],
  ['57', 'Air Transportation'],
  ['58', 'Cabulance'],
  ['59', 'Licensed Ambulance'],
  ['60', 'General Benefits'],
  ['61', 'In-vitro Fertilization'],
  ['62', 'MRI/CAT Scan'],
  ['63', 'Donor Procedures'],
  ['64', 'Acupuncture'],
  ['65', 'Newborn Care'],
  ['66', 'Pathology'],
  ['67', 'Smoking Cessation'],
  ['68', 'Well Baby Care'],
  ['69', 'Maternity'],
  ['70', 'Transplants'],
  ['71', 'Audiology Exam'],
  ['72', 'Inhalation Therapy'],
  ['73', 'Diagnostic Medical'],
  ['74', 'Private Duty Nursing'],
  ['75', 'Prosthetic Device'],
  ['76', 'Dialysis'],
  ['77', 'Otological Exam'],
  ['78', 'Chemotherapy'],
  ['79', 'Allergy Testing'],
  ['80', 'Immunizations'],
  ['81', 'Routine Physical'],
  ['82', 'Family Planning'],
  ['83', 'Infertility'],
  ['84', 'Abortion'],
  ['85', 'AIDS'],
  ['86', 'Emergency Services'],
  ['87', 'Cancer'],
  ['88', 'Pharmacy'],
  ['89', 'Free Standing Prescription Drug'],
  ['90', 'Mail Order Prescription Drug'],
  ['91', 'Brand Name Prescription Drug'],
  ['92', 'Generic Prescription Drug'],
  ['93', 'Podiatry'],
  ['94', 'Podiatry - Office Visits'],
  ['95', 'Podiatry - Nursing Home Visits'],
  ['96', 'Professional (Physician)'],
  ['97', 'Anesthesiologist'],
  ['98', 'Professional (Physician) Visit - Office'],
  ['99', 'Professional (Physician) Visit - Inpatient'],
  ['A0', 'Professional (Physician) Visit - Outpatient'],
  ['A1', 'Professional (Physician) Visit - Nursing Home'],
  ['A2', 'Professional (Physician) Visit - Skilled Nursing Facility'],
  ['A3', 'Professional (Physician) Visit - Home'],
  ['A4', 'Psychiatric'],
  ['A5', 'Psychiatric - Room and Board'],
  ['A6', 'Psychotherapy'],
  ['A7', 'Psychiatric - Inpatient'],
  ['A8', 'Psychiatric - Outpatient'],
  ['A9', 'Rehabilitation'],
  ['AA', 'Rehabilitation - Room and Board'],
  ['AB', 'Rehabilitation - Inpatient'],
  ['AC', 'Rehabilitation - Outpatient'],
  ['AD', 'Occupational Therapy'],
  ['AE', 'Physical Medicine'],
  ['AF', 'Speech Therapy'],
  ['AG', 'Skilled Nursing Care'],
  ['AH', 'Skilled Nursing Care - Room and Board'],
  ['AI', 'Substance Abuse'],
  ['AJ', 'Alcoholism'],
  ['AK', 'Drug Addiction'],
  ['AL', 'Vision (Optometry)'],
  ['AM', 'Frames'],
  ['AN', 'Routine Exam'],
  ['AO', 'Lenses'],
  ['AQ', 'Nonmedically Necessary Physical'],
  ['AR', 'Experimental Drug Therapy'],
  ['B1', 'Burn Care'],
  ['B2', 'Brand Name Prescription Drug - Formulary'],
  ['B3', 'Brand Name Prescription Drug - Non-Formulary'],
  ['BA', 'Independent Medical Evaluation'],
  ['BB', 'Partial Hospitalization (Psychiatric)'],
  ['BC', 'Day Care (Psychiatric)'],
  ['BD', 'Cognitive Therapy'],
  ['BE', 'Massage Therapy'],
  ['BF', 'Pulmonary Rehabilitation'],
  ['BG', 'Cardiac Rehabilitation'],
  ['BH', 'Pediatric'],
  ['BI', 'Nursery'],
  ['BJ', 'Skin'],
  ['BK', 'Orthopedic'],
  ['BL', 'Cardiac'],
  ['BM', 'Lymphatic'],
  ['BN', 'Gastrointestinal'],
  ['BP', 'Endocrine'],
  ['BQ', 'Neurology'],
  ['BR', 'Eye'],
  ['BS', 'Invasive Procedures'],
  ['BT', 'Gynecological'],
  ['BU', 'Obstetrical'],
  ['BV', 'Obstetrical/Gynecological'],
  ['BW', 'Mail Order Prescription Drug - Formulary'],
  ['BX', 'Mail Order Prescription Drug - Non-Formulary'],
  ['BY', 'Physician Visit - Office: Sick'],
  ['BZ', 'Physician Visit - Office: Well'],
  ['C1', 'Coronary Care'],
  ['CA', 'Private Duty Nursing - Inpatient'],
  ['CB', 'Private Duty Nursing - Home'],
  ['CC', 'Surgical Benefits - Professional (Physician)'],
  ['CD', 'Surgical Benefits - Facility'],
  ['CE', 'Mental Health Provider- Inpatient'],
  ['CF', 'Mental Health Provider - Outpatient'],
  ['CG', 'Mental Health Facility - Inpatient'],
  ['CH', 'Mental Health Facility - Outpatient'],
  ['CI', 'Substance Abuse Facility - Inpatient'],
  ['CJ', 'Substance Abuse Facility - Outpatient'],
  ['CK', 'Screening X-ray'],
  ['CL', 'Screening laboratory'],
  ['CM', 'Mammogram, High Risk Patient'],
  ['CN', 'Mammogram, Low Risk Patient'],
  ['CO', 'Flu Vaccination'],
  ['CP', 'Eyewear and Eyewear Accessories'],
  ['CQ', 'Case Management'],
  ['DG', 'Dermatology'],
  ['DM', 'Durable Medical Equipment'],
  ['DS', 'Diabetic Supplies'],
  ['GF', 'Generic Prescription Drug - Formulary'],
  ['GN', 'Generic Prescription Drug - Non-Formulary'],
  ['GY', 'Allergy'],
  ['IC', 'Intensive Care'],
  ['MH', 'Mental Health'],
  ['NI', 'Neonatol Intensive Care'],
  ['ON', 'Oncology'],
  ['PT', 'Physical Therapy'],
  ['PU', 'Pulmonary'],
  ['RN', 'Renal'],
  ['RT', 'Residential Psychiatric Treatment'],
  ['TC', 'Transitional Care'],
  ['TN', 'Transitional Nursery Care'],
  ['UC', 'Urgent Care'],
]);

/** EB04: the kind of insurance. */
export const INSURANCE_TYPE = codeList('an insurance type code', [
  ['12', 'Medicare Secondary Working Aged Beneficiary or Spouse with Employer Group Health Plan'],
  ['13', "Medicare Secondary End-Stage Renal Disease Beneficiary in the Mandated Coordination Period with an Employer's Group Health Plan"],
  ['14', 'Medicare Secondary, No-fault Insurance including Auto is Primary'],
  ['15', "Medicare Secondary Worker's Compensation"],
  ['16', 'Medicare Secondary Public Health Service (PHS)or Other Federal Agency'],
  ['41', 'Medicare Secondary Black Lung'],
  ['42', "Medicare Secondary Veteran's Administration"],
  ['43', 'Medicare Secondary Disabled Beneficiary Under Age 65 with Large Group Health Plan (LGHP)'],
  ['47', 'Medicare Secondary, Other Liability Insurance is Primary'],
  ['AP', 'Auto Insurance Policy'],
  ['C1', 'Commercial'],
  ['CO', 'Consolidated Omnibus Budget Reconciliation Act (COBRA)'],
  ['CP', 'Medicare Conditionally Primary'],
  ['D', 'Disability'],
  ['DB', 'Disability Benefits'],
  ['EP', 'Exclusive Provider Organization'],
  ['FF', 'Family or Friends'],
  ['GP', 'Group Policy'],
  ['HM', 'Health Maintenance Organization (HMO)'],
  ['HN', 'Health Maintenance Organization (HMO) - Medicare Risk'],
  ['HS', 'Special Low Income Medicare Beneficiary'],
  ['IN', 'Indemnity'],
  ['IP', 'Individual Policy'],
  ['LC', 'Long Term Care'],
  ['LD', 'Long Term Policy'],
  ['LI', 'Life Insurance'],
  ['LT', 'Litigation'],
  ['MA', 'Medicare Part A'],
  ['MB', 'Medicare Part B'],
  ['MC', 'Medicaid'],
  ['MH', 'Medigap Part A'],
  ['MI', 'Medigap Part B'],
  ['MP', 'Medicare Primary'],
  ['OT', 'Other'],
  ['PE', 'Property Insurance - Personal'],
  ['PL', 'Personal'],
  ['PP', 'Personal Payment (Cash - No Insurance)'],
  ['PR', 'Preferred Provider Organization (PPO)'],
  ['PS', 'Point of Service (POS)'],
  ['QM', 'Qualified Medicare Beneficiary'],
  ['RP', 'Property Insurance - Real'],
  ['SP', 'Supplemental Policy'],
  ['TF', 'Tax Equity Fiscal Responsibility Act (TEFRA)'],
  ['WC', 'Workers Compensation'],
  ['WU', 'Wrap Up Policy'],
]);

/** EB06 and HSD05: the period an amount or a count runs over. */
export const TIME_PERIOD = codeList('a time period qualifier', [
  ['6', 'Hour'],
  ['7', 'Day'],
  ['13', '24 Hours'],
  ['21', 'Years'],
  ['22', 'Service Year'],
  ['23', 'Calendar Year'],
  ['24', 'Year to Date'],
  ['25', 'Contract'],
  ['26', 'Episode'],
  ['27', 'Visit'],
  ['28', 'Outlier'],
  ['29', 'Remaining'],
  ['30', 'Exceeded'],
  ['31', 'Not Exceeded'],
  ['32', 'Lifetime'],
  ['33', 'Lifetime Remaining'],
  ['34', 'Month'],
  ['35', 'Week'],
  ['36', 'Admission'],
]);

/** EB09: what EB10 counts. */
export const QUANTITY_QUALIFIER = codeList('a quantity qualifier', [
  ['8H', 'Minimum'],
  ['99', 'Quantity Used'],
  ['CA', 'Covered - Actual'],
  ['CE', 'Covered - Estimated'],
  ['D3', 'Number of Co-insurance Days'],
  ['DB', 'Deductible Blood Units'],
  ['DY', 'Days'],
  ['HS', 'Hours'],
  ['LA', 'Life-time Reserve - Actual'],
  ['LE', 'Life-time Reserve - Estimated'],
  ['M2', 'Maximum'],
  ['MN', 'Month'],
  ['P6', 'Number of Services or Procedures'],
  ['QA', 'Quantity Approved'],
  ['S7', 'Age, High Value'],
  ['S8', 'Age, Low Value'],
  ['VS', 'Visits'],
  ['YY', 'Years'],
]);

/** HSD01: what HSD02 counts. */
export const DELIVERY_QUANTITY_QUALIFIER = codeList('a service delivery quantity qualifier', [
  ['DY', 'Days'],
  ['FL', 'Units'],
  ['HS', 'Hours'],
  ['MN', 'Month'],
  ['VS', 'Visits'],
]);

/** HSD03: the unit HSD04 counts in ("3 per week"). */
export const MEASUREMENT_UNIT = codeList('a unit of measurement code', [
  ['DA', 'Days'],
  ['MO', 'Months'],
  ['VS', 'Visits'],
  ['WK', 'Week'],
  ['YR', 'Years'],
]);

/** EB11: whether the service needs the payer's authorisation or certification first. */
export const YES_NO_UNKNOWN = codeList('Y, N or U', [
  ['N', 'No'],
  ['U', 'Unknown'],
  ['Y', 'Yes'],
]);

/** EB12: whether the benefit is the in-network one. */
export const IN_PLAN_NETWORK = codeList('an in-plan network indicator', [
  ['N', 'No'],
  ['U', 'Unknown'],
  ['W', 'Not Applicable'],
  ['Y', 'Yes'],
]);

/** EB13-1 and EQ02-1: the code set of the procedure code that follows. */
export const PRODUCT_OR_SERVICE_ID_QUALIFIER = codeList('a product or service ID qualifier', [
  ['AD', 'American Dental Association Codes'],
  ['CJ', 'Current Procedural Terminology (CPT) Codes'],
  ['HC', 'Health Care Financing Administration Common Procedural Coding System (HCPCS) Codes'],
  ['ID', 'International Classification of Diseases, 9th Revision, Clinical Modification (ICD-9-CM) - Procedure'],
  ['IV', 'Home Infusion EDI Coalition (HIEC) Product/Service Code'],
  ['N4', 'National Drug Code in 5-4-2 Format'],
  ['ZZ', 'Mutually Defined'],
]);

/** NM101: who a name belongs to. */
export const ENTITY_IDENTIFIER = codeList('an entity identifier code', [
  ['03', 'Dependent'],
  ['13', 'Contracted Service Provider'],
  ['1I', 'Preferred Provider Organization (PPO)'],
  ['1P', 'Provider'],
  ['2B', 'Third-Party Administrator'],
  ['36', 'Employer'],
  ['73', 'Other Physician'],
  ['7C', 'Place of Occurrence'],
  ['80', 'Hospital'],
  ['FA', 'Facility'],
  ['GP', 'Gateway Provider'],
  ['GW', 'Group'],
  ['I3', 'Independent Physicians Association (IPA)'],
  ['IL', 'Insured or Subscriber'],
  ['LR', 'Legal Representative'],
  ['NZ', 'Primary Physician'],
  ['OC', 'Origin Carrier'],
  ['P0', 'Patient Facility'],
  ['P2', 'Primary Insured or Subscriber'],
  ['P3', 'Primary Care Provider'],
  ['P4', 'Prior Insurance Carrier'],
  ['P5', 'Plan Sponsor'],
  ['PR', 'Payer'],
  ['PRP', 'Primary Payer'],
  ['SEP', 'Secondary Payer'],
  ['TTP', 'Tertiary Payer'],
  ['VER', 'Party Performing Verification'],
  ['VN', 'Vendor'],
  ['VY', 'Organization Completing Configuration Change'],
  ['X3', 'Utilization Management Organization'],
  ['Y2', 'Managed Care Organization'],
]);

/** NM102. */
export const ENTITY_TYPE = codeList('an entity type qualifier', [
  ['1', 'Person'],
  ['2', 'Non-Person Entity'],
]);

/** NM108: what kind of identifier NM109 is. */
export const IDENTIFICATION_CODE_QUALIFIER = codeList('an identification code qualifier', [
  ['24', "Employer's Identification Number"],
  ['34', 'Social Security Number'],
  ['46', 'Electronic Transmitter Identification Number (ETIN)'],
  ['FA', 'Facility Identification'],
  ['FI', "Federal Taxpayer's Identification Number"],
  ['II', 'Standard Unique Health Identifier for each Individual in the United States'],
  ['MI', 'Member Identification Number'],
  ['NI', 'National Association of Insurance Commissioners (NAIC) Identification'],
  ['PI', 'Payor Identification'],
  ['PP', 'Pharmacy Processor Number'],
  ['SV', 'Service Provider Number'],
  ['XV', 'Centers for Medicare and Medicaid Services PlanID'],
  ['XX', 'Centers for Medicare and Medicaid Services National Provider Identifier'],
]);

/** PER03, PER05, PER07: how to reach the payer or a benefit-related entity. */
export const COMMUNICATION_MODE = codeList('a communication number qualifier', [
  ['ED', 'Electronic Data Interchange Access Number'],
  ['EM', 'Electronic Mail'],
  ['EX', 'Telephone Extension'],
  ['FX', 'Facsimile'],
  ['TE', 'Telephone'],
  ['UR', 'Uniform Resource Locator (URL)'],
]);

/** DMG03. */
export const GENDER = codeList('a gender code', [
  ['F', 'Female'],
  ['M', 'Male'],
  ['U', 'Unknown'],
]);

/** INS02: the patient's relationship to the subscriber. */
export const RELATIONSHIP = codeList('an individual relationship code', [
  ['01', 'Spouse'],
  ['18', 'Self'],
  ['19', 'Child'],
  ['20', 'Employee'],
  ['21', 'Unknown'],
  ['39', 'Organ Donor'],
  ['40', 'Cadaver Donor'],
  ['53', 'Life Partner'],
  ['G8', 'Other Relationship'],
]);

/** TRN01. */
export const TRACE_TYPE = codeList('a trace type code', [
  ['1', 'Current Transaction Trace Numbers'],
  ['2', 'Referenced Transaction Trace Numbers'],
]);

/** III01: the code list III02 comes from. */
export const CODE_LIST_QUALIFIER = codeList('a code list qualifier', [
  ['GR', 'National Council on Compensation Insurance (NCCI) Nature of Injury Code'],
  ['NI', 'Nature of Injury Code'],
  ['ZZ', 'Mutually Defined'],
]);

/**
 * III02 under qualifier ZZ: the place of service. Only these get a readable name; another code is
 * still shown as written, since the list grows between guide versions and a benefit is no less
 * valid for it.
 */
export const PLACE_OF_SERVICE = codeList('a place of service code', [
  ['01', 'Pharmacy'],
  ['02', "Telehealth Provided Other than in Patient's Home"],
  ['03', 'School'],
  ['04', 'Homeless Shelter'],
  ['05', 'Indian Health Service Free-standing Facility'],
  ['06', 'Indian Health Service Provider-based Facility'],
  ['07', 'Tribal 638 Free-standing Facility'],
  ['08', 'Tribal 638 Provider-based Facility'],
  ['09', 'Prison/Correctional Facility'],
  ['10', "Telehealth Provided in Patient's Home"],
  ['11', 'Office'],
  ['12', 'Home'],
  ['13', 'Assisted Living Facility'],
  ['14', 'Group Home'],
  ['15', 'Mobile Unit'],
  ['16', 'Temporary Lodging'],
  ['17', 'Walk-in Retail Health Clinic'],
  ['18', 'Place of Employment-Worksite'],
  ['19', 'Off Campus-Outpatient Hospital'],
  ['20', 'Urgent Care Facility'],
  ['21', 'Inpatient Hospital'],
  ['22', 'Outpatient Hospital'],
  ['23', 'Emergency Room - Hospital'],
  ['24', 'Ambulatory Surgical Center'],
  ['25', 'Birthing Center'],
  ['26', 'Military Treatment Facility'],
  ['31', 'Skilled Nursing Facility'],
  ['32', 'Nursing Facility'],
  ['33', 'Custodial Care Facility'],
  ['34', 'Hospice'],
  ['41', 'Ambulance - Land'],
  ['42', 'Ambulance - Air or Water'],
  ['49', 'Independent Clinic'],
  ['50', 'Federally Qualified Health Center'],
  ['51', 'Inpatient Psychiatric Facility'],
  ['52', 'Psychiatric Facility-Partial Hospitalization'],
  ['53', 'Community Mental Health Center'],
  ['54', 'Intermediate Care Facility/Individuals with Intellectual Disabilities'],
  ['55', 'Residential Substance Abuse Treatment Facility'],
  ['56', 'Psychiatric Residential Treatment Center'],
  ['57', 'Non-residential Substance Abuse Treatment Facility'],
  ['60', 'Mass Immunization Center'],
  ['61', 'Comprehensive Inpatient Rehabilitation Facility'],
  ['62', 'Comprehensive Outpatient Rehabilitation Facility'],
  ['65', 'End-Stage Renal Disease Treatment Facility'],
  ['71', 'Public Health Clinic'],
  ['72', 'Rural Health Clinic'],
  ['81', 'Independent Laboratory'],
  ['99', 'Other Place of Service'],
]);

/** AAA01: whether the request was valid as sent. */
export const VALID_REQUEST = codeList('Y or N', [
  ['N', 'No'],
  ['Y', 'Yes'],
]);

/** AAA03: why the payer could not answer (every code any 271 loop may carry). */
export const REJECT_REASON = codeList('a reject reason code', [
  ['04', 'Authorized Quantity Exceeded'],
  ['15', 'Required application data missing'],
  ['33', 'Input Errors'],
  ['35', 'Out of Network'],
  ['41', 'Authorization/Access Restrictions'],
  ['42', 'Unable to Respond at Current Time'],
  ['43', 'Invalid/Missing Provider Identification'],
  ['44', 'Invalid/Missing Provider Name'],
  ['45', 'Invalid/Missing Provider Specialty'],
  ['46', 'Invalid/Missing Provider Phone Number'],
  ['47', 'Invalid/Missing Provider State'],
  ['48', 'Invalid/Missing Referring Provider Identification Number'],
  ['49', 'Provider is Not Primary Care Physician'],
  ['50', 'Provider Ineligible for Inquiries'],
  ['51', 'Provider Not on File'],
  ['52', 'Service Dates Not Within Provider Plan Enrollment'],
  ['53', 'Inquired Benefit Inconsistent with Provider Type'],
  ['54', 'Inappropriate Product/Service ID Qualifier'],
  ['55', 'Inappropriate Product/Service ID'],
  ['56', 'Inappropriate Date'],
  ['57', 'Invalid/Missing Date(s) of Service'],
  ['58', 'Invalid/Missing Date-of-Birth'],
  ['60', 'Date of Birth Follows Date(s) of Service'],
  ['61', 'Date of Death Precedes Date(s) of Service'],
  ['62', 'Date of Service Not Within Allowable Inquiry Period'],
  ['63', 'Date of Service in Future'],
  ['64', 'Invalid/Missing Patient ID'],
  ['65', 'Invalid/Missing Patient Name'],
  ['66', 'Invalid/Missing Patient Gender Code'],
  ['67', 'Patient Not Found'],
  ['68', 'Duplicate Patient ID Number'],
  ['69', "Inconsistent with Patient's Age"],
  ['70', "Inconsistent with Patient's Gender"],
  ['71', 'Patient Birth Date Does Not Match That for the Patient on the Database'],
  ['72', 'Invalid/Missing Subscriber/Insured ID'],
  ['73', 'Invalid/Missing Subscriber/Insured Name'],
  ['74', 'Invalid/Missing Subscriber/Insured Gender Code'],
  ['75', 'Subscriber/Insured Not Found'],
  ['76', 'Duplicate Subscriber/Insured ID Number'],
  ['77', 'Subscriber Found, Patient Not Found'],
  ['78', 'Subscriber/Insured Not in Group/Plan Identified'],
  ['79', 'Invalid Participant Identification'],
  ['80', 'No Response received - Transaction Terminated'],
  ['97', 'Invalid or Missing Provider Address'],
  ['98', 'Experimental Service or Procedure'],
  ['AA', 'Authorization Number Not Found'],
  ['AE', 'Requires Primary Care Physician Authorization'],
  ['AF', 'Invalid/Missing Diagnosis Code(s)'],
  ['AG', 'Invalid/Missing Procedure Code(s)'],
  ['AO', 'Additional Patient Condition Information Required'],
  ['CI', 'Certification Information Does Not Match Patient'],
  ['E8', 'Requires Medical Review'],
  ['IA', 'Invalid Authorization Number Format'],
  ['MA', 'Missing Authorization'],
  ['T4', 'Payer Name or Identifier Missing'],
]);

/**
 * What a reviewer can do about the rejections they meet most, in the product's words; the others
 * carry only the payer's follow-up action.
 */
export const REJECT_RESOLUTION: ReadonlyMap<string, string> = new Map([
  ['42', "The payer's system did not answer; send the same request again later."],
  ['43', 'Check the NPI sent as the provider; it must be the one the payer has on file for the practice.'],
  ['51', 'The payer does not know this provider; confirm the practice is enrolled with the payer.'],
  ['58', "Check the patient's date of birth against the insurance card."],
  ['65', "Check the patient's first and last name as printed on the insurance card."],
  ['67', "Check the patient's name and date of birth; the payer found no such patient."],
  ['71', "The date of birth differs from the payer's records; check it with the patient."],
  ['72', 'Check the member ID against the insurance card, including any prefix.'],
  ['73', "Check the subscriber's name as printed on the insurance card."],
  ['75', 'Check the member ID, name and date of birth; the payer found no such subscriber.'],
  ['76', 'Several members share this ID; add the name and date of birth.'],
  ['80', 'The payer did not answer in time; send the same request again later.'],
  ['T4', 'Check the payer ID chosen for the carrier.'],
]);

/** AAA04: what the payer asks the sender to do next. */
export const FOLLOW_UP_ACTION = codeList('a follow-up action code', [
  ['C', 'Please Correct and Resubmit'],
  ['N', 'Resubmission Not Allowed'],
  ['P', 'Please Resubmit Original Transaction'],
  ['R', 'Resubmission Allowed'],
  ['S', 'Do Not Resubmit; Inquiry Initiated to a Third Party'],
  ['W', 'Please Wait 30 Days and Resubmit'],
  ['X', 'Please Wait 10 Days and Resubmit'],
  ['Y', 'Do Not Resubmit; We Will Hold Your Request and Respond Again Shortly'],
]);

/**
 * DTP01: the dates a 271 carries, by the field each becomes in planDateInformation (loop 2100) or
 * benefitsDateInformation (loop 2110).
 */
export const DATE_QUALIFIER = codeList('a date qualifier of 005010X279A1', [
  ['096', 'discharge'],
  ['102', 'issue'],
  ['152', 'effectiveDateOfChange'],
  ['193', 'periodStart'],
  ['194', 'periodEnd'],
  ['198', 'completion'],
  ['290', 'coordinationOfBenefits'],
  ['291', 'plan'],
  ['292', 'benefit'],
  ['295', 'primaryCareProvider'],
  ['304', 'latestVisitOrConsultation'],
  ['307', 'eligibility'],
  ['318', 'added'],
  ['340', 'cobraBegin'],
  ['341', 'cobraEnd'],
  ['342', 'premiumPaidToDateBegin'],
  ['343', 'premiumPaidToDateEnd'],
  ['346', 'planBegin'],
  ['347', 'planEnd'],
  ['348', 'benefitBegin'],
  ['349', 'benefitEnd'],
  ['356', 'eligibilityBegin'],
  ['357', 'eligibilityEnd'],
  ['382', 'enrollment'],
  ['435', 'admission'],
  ['442', 'dateOfDeath'],
  ['458', 'certification'],
  ['472', 'service'],
  ['539', 'policyEffective'],
  ['540', 'policyExpiration'],
  ['636', 'dateOfLastUpdate'],
  ['771', 'status'],
]);

/**
 * Payers state the plan year either as DTP*346 and DTP*347 or as one DTP*291 range; a range under
 * these qualifiers also fills the begin and end fields, so planBegin and planEnd are there either way.
 */
export const DATE_RANGE_FIELDS: ReadonlyMap<string, readonly [string, string]> = new Map([
  ['291', ['planBegin', 'planEnd']],
  ['292', ['benefitBegin', 'benefitEnd']],
  ['307', ['eligibilityBegin', 'eligibilityEnd']],
]);

/** REF01: the identifiers a 271 carries, by the field each becomes in planInformation. */
export const REFERENCE_QUALIFIER = codeList('a reference identification qualifier of 005010X279A1', [
  ['18', 'planNumber'],
  ['1L', 'policyNumber'],
  ['1W', 'memberId'],
  ['3H', 'caseNumber'],
  ['49', 'familyUnitNumber'],
  ['6P', 'groupNumber'],
  ['9F', 'referralNumber'],
  ['ALS', 'alternativeListId'],
  ['CE', 'classOfContractCode'],
  ['CLI', 'coverageListId'],
  ['CT', 'contractNumber'],
  ['EA', 'medicalRecordIdentificationNumber'],
  ['EJ', 'patientAccountNumber'],
  ['EL', 'electronicDevicePin'],
  ['F6', 'hicNumber'],
  ['FO', 'drugFormularyNumber'],
  ['G1', 'priorAuthorizationNumber'],
  ['GH', 'idCardSerialNumber'],
  ['HJ', 'idCardNumber'],
  ['IF', 'issueNumber'],
  ['IG', 'insurancePolicyNumber'],
  ['M7', 'medicalAssistanceCategory'],
  ['MRC', 'eligibilityCategory'],
  ['N6', 'planNetworkIdNumber'],
  ['NQ', 'medicaidRecipientIdNumber'],
  ['Q4', 'priorIdNumber'],
  ['SY', 'socialSecurityNumber'],
  ['Y4', 'agencyClaimNumber'],
]);

/** REF03 beside some identifiers is a description, shown under its own field. */
export const REFERENCE_DESCRIPTION_FIELD: ReadonlyMap<string, string> = new Map([
  ['18', 'planDescription'],
  ['6P', 'groupDescription'],
  ['N6', 'planNetworkIdDescription'],
]);
