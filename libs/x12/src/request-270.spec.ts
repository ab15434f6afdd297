import { readFileSync } from 'fs';
import { join } from 'path';
import { type EligibilityRequest, build270, isNpi, read270 } from './request-270';
import { readInterchange } from './envelope';
import { X12Error } from './x12-error';

const fixture = (name: string) => readFileSync(join(__dirname, '../test/fixtures', name), 'utf8');

const envelope = {
  senderQualifier: 'ZZ',
  senderId: 'DENTALBACKOFF',
  receiverQualifier: 'ZZ',
  receiverId: 'DELTADENTALCA',
  controlNumber: 4711,
  usage: 'P' as const,
  createdAt: new Date('2024-01-15T12:00:00Z'),
};

const subscriberRequest: EligibilityRequest = {
  payer: { name: 'DELTA DENTAL OF CALIFORNIA', id: '94276' },
  provider: { npi: '1234567893', organizationName: 'BRIGHT SMILES DENTAL GROUP' },
  subscriber: {
    memberId: 'DDC778812345',
    firstName: 'MARIA',
    lastName: 'RIVERA',
    middleName: 'L',
    dateOfBirth: '19850312',
    gender: 'F',
    groupNumber: '100245',
  },
  dateOfService: '20240115',
  serviceTypeCodes: ['35', '23', '41', '25', '36', '38'],
  procedureCodes: ['D0120', 'D1110', 'D2750'],
  trace: { number: 'TRC20240115001', originatorId: '9DENTALBO1' },
};

const dependentRequest: EligibilityRequest = {
  payer: { name: 'GUARDIAN DENTAL', id: '64246' },
  provider: { npi: '1245319599', lastName: 'OKAFOR', firstName: 'CHIDI' },
  subscriber: { memberId: 'GRD20418877', firstName: 'MARCO', lastName: 'RIVERA', dateOfBirth: '19800221', gender: 'M' },
  dependent: { firstName: 'SOFIA', lastName: 'RIVERA', dateOfBirth: '20120905', gender: 'F', relationshipCode: '19' },
  dateOfService: '20240410',
  serviceTypeCodes: ['35'],
  procedureCodes: ['D8080'],
  trace: { number: 'TRC20240410003', originatorId: '9DENTALBO1' },
};
const dependentEnvelope = {
  ...envelope,
  receiverId: 'GUARDIANDENTAL',
  controlNumber: 20240410,
  createdAt: new Date('2024-04-10T08:12:00Z'),
};

describe('build270', () => {
  it('writes the subscriber inquiry: HL 20/21/22, TRN, NM1*IL, DMG, DTP*291 and one EQ per service type and per CDT code', () => {
    expect(build270(subscriberRequest, envelope, { lineBreaks: true })).toBe(fixture('270-subscriber.x12'));
  });

  it('writes the dependent inquiry with the patient in HL 23 and the subscriber above it', () => {
    expect(build270(dependentRequest, dependentEnvelope, { lineBreaks: true })).toBe(fixture('270-dependent.x12'));
  });

  it('writes one line without breaks by default, with counts the reader accepts', () => {
    const text = build270(subscriberRequest, envelope);
    expect(text).not.toContain('\n');
    expect(text).toBe(fixture('270-subscriber.x12').replace(/\n/g, ''));
    expect(readInterchange(text).groups[0].transactionSets[0].segments).toHaveLength(20);
  });

  it('writes a date range of service as RD8', () => {
    const text = build270({ ...subscriberRequest, dateOfService: '20240101-20241231' }, envelope);
    expect(text).toContain('~DTP*291*RD8*20240101-20241231~');
  });

  it.each<[string, Partial<EligibilityRequest>, string]>([
    [
      'an NPI with a wrong check digit',
      { provider: { npi: '1234567890', organizationName: 'X' } },
      "provider.npi '1234567890' is not a valid NPI (10 digits with a correct check digit)",
    ],
    ['a provider without a name', { provider: { npi: '1234567893' } }, 'provider.lastName (or provider.organizationName) is required'],
    [
      'a name holding the element separator',
      { subscriber: { ...subscriberRequest.subscriber, lastName: 'O*BRIEN' } },
      "subscriber.lastName 'O*BRIEN' contains '*', which this interchange uses as a separator",
    ],
    [
      'a member ID too short',
      { subscriber: { ...subscriberRequest.subscriber, memberId: 'X' } },
      "subscriber.memberId 'X' must be 2 to 80 characters",
    ],
    [
      'a date of birth that does not exist',
      { subscriber: { ...subscriberRequest.subscriber, dateOfBirth: '19850230' } },
      "subscriber.dateOfBirth '19850230' is not a CCYYMMDD date",
    ],
    [
      'a birth after the date of service',
      { subscriber: { ...subscriberRequest.subscriber, dateOfBirth: '20250101' } },
      'subscriber.dateOfBirth 20250101 is after the date of service 20240115',
    ],
    [
      'a gender other than M, F or U',
      { subscriber: { ...subscriberRequest.subscriber, gender: 'X' as 'M' } },
      "subscriber.gender 'X' is not M, F or U",
    ],
    [
      'a date range in the wrong order',
      { dateOfService: '20241231-20240101' },
      "dateOfService '20241231-20240101' is not a date or an ordered range",
    ],
    ['an unknown service type', { serviceTypeCodes: ['35', 'Q9'] }, "serviceTypeCodes: 'Q9' is not a service type code"],
    [
      'a procedure code that is not CDT',
      { procedureCodes: ['99213'] },
      "procedureCodes: '99213' is not a CDT procedure code (D followed by four digits)",
    ],
    ['nothing asked', { serviceTypeCodes: [], procedureCodes: [] }, 'ask about at least one service type code or CDT procedure code'],
    [
      'a trace originator that is not 10 characters',
      { trace: { number: 'T1', originatorId: '9ABC' } },
      "trace.originatorId '9ABC' must be 10 characters: 1 and an EIN, or 9 and an assigned number",
    ],
    [
      'a dependent marked as Self',
      { dependent: { ...(dependentRequest.dependent as NonNullable<EligibilityRequest['dependent']>), relationshipCode: '18' } },
      "dependent.relationshipCode '18' is not a dependent's relationship code (01, 19, 20, 21, 39, 40, 53, G8)",
    ],
  ])('refuses %s, naming the field', (_case, change, message) => {
    const request = { ...(change.dependent ? dependentRequest : subscriberRequest), ...change };
    expect(() => build270(request, envelope)).toThrow(new X12Error(`Eligibility request: ${message}`));
  });
});

describe('read270', () => {
  it('reads back exactly the request and envelope build270 wrote, for a subscriber and for a dependent', () => {
    expect(read270(build270(subscriberRequest, envelope))).toEqual({ request: subscriberRequest, envelope });
    expect(read270(build270(dependentRequest, dependentEnvelope, { lineBreaks: true }))).toEqual({
      request: dependentRequest,
      envelope: dependentEnvelope,
    });
  });

  it('reads back what was written with other separators', () => {
    const delimiters = { element: '|', component: '>', repetition: '!', segment: "'" };
    const text = build270(subscriberRequest, envelope, { delimiters });
    expect(text).toContain("EQ||AD>D0120'");
    expect(read270(text)).toEqual({ request: subscriberRequest, envelope });
  });

  it('reads service types repeated in one EQ01, as other submitters write them', () => {
    const text = fixture('270-dependent.x12').replace('EQ*35~', 'EQ*35^23^41~');
    expect(read270(text).request.serviceTypeCodes).toEqual(['35', '23', '41']);
  });

  it('refuses inquiries it cannot read, naming the segment', () => {
    const text = fixture('270-subscriber.x12');
    expect(() => read270(text.replace('EQ**AD:D0120~', 'EQ**CJ:99213~'))).toThrow(
      new X12Error("Segment 21 (EQ): element EQ02 'CJ:99213' is not a CDT procedure (AD:Dnnnn)"),
    );
    expect(() => read270(text.replace('EQ*36~', 'EQ*Q9~'))).toThrow(
      new X12Error("Segment 19 (EQ): element EQ01 'Q9' is not a service type code"),
    );
    expect(() => read270(text.replace('DTP*291*D8*20240115~', 'DTP*472*D8*20240115~'))).toThrow(
      new X12Error("Segment 14 (DTP): element DTP01 '472' is not 291 (plan date), the date of service of a 270"),
    );
    expect(() =>
      read270(
        text.replace('NM1*1P*2*BRIGHT SMILES DENTAL GROUP*****XX*1234567893~', 'NM1*1P*2*BRIGHT SMILES DENTAL GROUP*****FI*941234567~'),
      ),
    ).toThrow(new X12Error("Segment 8 (NM1): element NM108 'FI' is not one of XX that loop 2100B allows"));
    expect(() => read270(fixture('271-active-dental.x12'))).toThrow(
      new X12Error("Segment 2 (GS): element GS01 'HB' is not HS; a 270 travels in an HS group"),
    );
  });

  describe('segment by segment, as 005010X279A1 defines a 270', () => {
    const dependent = fixture('270-dependent.x12');
    const refused = (text: string) => {
      try {
        read270(text);
      } catch (error) {
        expect(error).toBeInstanceOf(X12Error);
        return (error as X12Error).message;
      }
      throw new Error('the 270 was accepted');
    };
    const recount = (text: string, by: number) => text.replace('SE*18*0001~', `SE*${18 + by}*0001~`);

    it('BHT: 0022, purpose 13 (request) or 01 (cancellation), a real date and time', () => {
      expect(refused(dependent.replace('BHT*0022*13*', 'BHT*0022*11*'))).toBe("Segment 4 (BHT): element BHT02 '11' is not 13 or 01");
      expect(refused(dependent.replace('BHT*0022*13*', 'BHT*0019*13*'))).toBe(
        "Segment 4 (BHT): element BHT01 '0019' is not 0022 (information source, receiver, subscriber, dependent)",
      );
      expect(refused(dependent.replace('*20240410*0812~\nHL', '*20240431*0812~\nHL'))).toBe(
        "Segment 4 (BHT): element BHT04 '20240431' is not a CCYYMMDD date",
      );
      expect(refused(dependent.replace('*20240410*0812~\nHL', '*20240410*2512~\nHL'))).toBe(
        "Segment 4 (BHT): element BHT05 '2512' is not a time",
      );
      expect(read270(dependent.replace('BHT*0022*13*', 'BHT*0022*01*')).request.trace.number).toBe('TRC20240410003');
    });

    it('TRN: a 270 carries its own trace numbers (TRN01 1), at most 2 in the patient loop', () => {
      expect(refused(dependent.replace('TRN*1*TRC20240410003', 'TRN*2*TRC20240410003'))).toBe(
        "Segment 13 (TRN): element TRN01 '2' is not 1 here",
      );
      const clearinghouse = 'TRN*1*CH-0410-77*1234567890~';
      const two = recount(dependent.replace('TRN*1*TRC20240410003*9DENTALBO1~', `TRN*1*TRC20240410003*9DENTALBO1~\n${clearinghouse}`), 1);
      expect(read270(two).request.trace).toEqual({ number: 'TRC20240410003', originatorId: '9DENTALBO1' });
      const three = recount(
        dependent.replace('TRN*1*TRC20240410003*9DENTALBO1~', `TRN*1*TRC20240410003*9DENTALBO1~\n${clearinghouse}\n${clearinghouse}`),
        2,
      );
      expect(refused(three)).toBe('Segment 15 (TRN): a third TRN; loop 2000D of a 270 carries at most 2');
    });

    it('NM1: the subscriber and the dependent are people; the dependent has no NM108/NM109', () => {
      expect(refused(dependent.replace('NM1*IL*1*RIVERA*MARCO', 'NM1*IL*2*RIVERA*MARCO'))).toBe(
        "Segment 10 (NM1): element NM102 '2': loop 2100C names a 1 (Person)",
      );
      expect(refused(dependent.replace('NM1*03*1*RIVERA*SOFIA~', 'NM1*03*1*RIVERA*SOFIA****MI*GRD20418878~'))).toBe(
        'Segment 14 (NM1): elements NM108 and NM109 are not used in loop 2100D: a patient with their own member ID is sent as the subscriber',
      );
      expect(refused(dependent.replace('NM1*PR*2*GUARDIAN DENTAL*****PI*64246~', 'NM1*IL*2*GUARDIAN DENTAL*****PI*64246~'))).toBe(
        "Segment 6 (NM1): element NM101 'IL' is not one of 2B, 36, GP, P5, PR that loop 2100A allows",
      );
    });

    it('DMG and INS: a D8 birth date, a known gender; a dependent is INS01 N with its relationship', () => {
      expect(refused(dependent.replace('DMG*D8*20120905*F~', 'DMG*RD8*20120905*F~'))).toBe(
        "Segment 15 (DMG): element DMG01 'RD8' is not D8; a date of birth is one date",
      );
      expect(refused(dependent.replace('DMG*D8*20120905*F~', 'DMG*D8*20120931*F~'))).toBe(
        "Segment 15 (DMG): element DMG02 '20120931' is not a CCYYMMDD date",
      );
      expect(refused(dependent.replace('DMG*D8*20120905*F~', 'DMG*D8*20120905*X~'))).toBe(
        "Segment 15 (DMG): element DMG03 'X' is not a gender code",
      );
      expect(refused(dependent.replace('INS*N*19~', 'INS*N*99~'))).toBe(
        "Segment 16 (INS): element INS02 '99' is not an individual relationship code",
      );
      expect(refused(dependent.replace('INS*N*19~', 'INS*Y*19~'))).toBe(
        "Segment 16 (INS): element INS01 'Y' must be N in loop 2100D, where the patient is not the insured",
      );
      expect(refused(dependent.replace('INS*N*19~', 'INS*N*18~'))).toBe(
        "Segment 16 (INS): element INS02 '18': a dependent cannot be 18 (Self)",
      );
      // In 2100C the subscriber is the insured: INS*Y*18, as the guide's multiple-birth differentiator is sent.
      const subscriberIns = recount(dependent.replace('DMG*D8*19800221*M~', 'DMG*D8*19800221*M~\nINS*N*01~'), 1);
      expect(refused(subscriberIns)).toBe("Segment 12 (INS): element INS01 'N' must be Y in loop 2100C, where the patient is the insured");
      const accepted = recount(dependent.replace('DMG*D8*19800221*M~', 'DMG*D8*19800221*M~\nINS*Y*18~'), 1);
      expect(read270(accepted).request.dependent?.relationshipCode).toBe('19');
    });

    it('EQ: a service type or a CDT procedure is asked', () => {
      expect(refused(dependent.replace('EQ*35~', 'EQ~'))).toBe(
        'Segment 18 (EQ): element EQ01 (service type) or EQ02 (procedure) is required',
      );
      expect(refused(dependent.replace('EQ**AD:D8080~', 'EQ**AD:8080~'))).toBe(
        "Segment 19 (EQ): element EQ02 'AD:8080' is not a CDT procedure (AD:Dnnnn)",
      );
    });
  });

  it('refuses a 270 whose patient loop has no trace or no date of service', () => {
    const text = fixture('270-subscriber.x12');
    const withoutLine = (line: string) => text.replace(`${line}\n`, '').replace('SE*22*0001~', 'SE*21*0001~');
    expect(() => read270(withoutLine('TRN*1*TRC20240115001*9DENTALBO1~'))).toThrow(
      new X12Error("Missing segment TRN: the patient's loop 2000C carries no trace number"),
    );
    expect(() => read270(withoutLine('DTP*291*D8*20240115~'))).toThrow(
      new X12Error("Missing segment DTP: the patient's loop 2100C gives no date of service (DTP*291)"),
    );
  });
});

describe('isNpi', () => {
  it('accepts NPIs whose Luhn check digit (with the 80840 prefix) is right, and nothing else', () => {
    expect(['1234567893', '1245319599'].map(isNpi)).toEqual([true, true]);
    expect(['1234567890', '123456789', '12345678930', 'A234567893'].map(isNpi)).toEqual([false, false, false, false]);
  });
});
