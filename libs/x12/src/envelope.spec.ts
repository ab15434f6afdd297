import { readFileSync } from 'fs';
import { join } from 'path';
import { readInterchange, writeInterchange } from './envelope';
import { X12Error } from './x12-error';

const fixture = (name: string) => readFileSync(join(__dirname, '../test/fixtures', name), 'utf8');
/** 21 segments, one per line: ISA, GS, ST, BHT, 15 segments of loops, SE (19), GE (20), IEA (21). */
const inactive = fixture('271-inactive.x12');
const lines = inactive.split('\n').slice(0, -1);
const withLine = (position: number, text: string | undefined) =>
  lines
    .map((line, index) => (index === position - 1 ? text : line))
    .filter((line) => line !== undefined)
    .join('\n') + '\n';

function refusal(text: string): X12Error {
  try {
    readInterchange(text);
  } catch (error) {
    expect(error).toBeInstanceOf(X12Error);
    return error as X12Error;
  }
  throw new Error('the interchange was accepted');
}

describe('readInterchange', () => {
  it('reads the header, the group and the transaction set with their segments in order', () => {
    const interchange = readInterchange(inactive);
    expect(interchange.delimiters).toEqual({ element: '*', component: ':', repetition: '^', segment: '~' });
    expect(interchange.header.elements.slice(5, 9)).toEqual(['ZZ', 'METLIFEDENTAL  ', 'ZZ', 'DENTALBACKOFF  ']);
    expect(interchange.groups).toHaveLength(1);
    expect(interchange.groups[0].header.elements).toEqual([
      'GS',
      'HB',
      'METLIFEDENTAL',
      'DENTALBACKOFF',
      '20240220',
      '0930',
      '882',
      'X',
      '005010X279A1',
    ]);
    const [set] = interchange.groups[0].transactionSets;
    expect(set.header.elements).toEqual(['ST', '271', '0001', '005010X279A1']);
    expect(set.segments.map((segment) => segment.id)).toEqual([
      'BHT',
      'HL',
      'NM1',
      'HL',
      'NM1',
      'HL',
      'TRN',
      'NM1',
      'REF',
      'DMG',
      'DTP',
      'DTP',
      'EB',
      'DTP',
      'MSG',
    ]);
    expect(set.segments[12]).toEqual({ id: 'EB', elements: ['EB', '6', 'IND', '35', '', 'PPO DENTAL'], position: 16 });
  });

  it('takes every separator from ISA: element after ISA, repetition ISA11, component ISA16, terminator after ISA16', () => {
    const translated = inactive.replace(/[*~^:]/g, (character) => ({ '*': '|', '~': "'", '^': '!', ':': '>' })[character] as string);
    const interchange = readInterchange(translated);
    expect(interchange.delimiters).toEqual({ element: '|', component: '>', repetition: '!', segment: "'" });
    expect(interchange.groups[0].transactionSets[0].segments[12].elements).toEqual(['EB', '6', 'IND', '35', '', 'PPO DENTAL']);
  });

  it('tolerates CR/LF or nothing after the terminators, and reads the same segments', () => {
    const expected = readInterchange(inactive).groups;
    expect(readInterchange(inactive.replace(/\n/g, '\r\n')).groups).toEqual(expected);
    expect(readInterchange(inactive.replace(/\n/g, '')).groups.map((group) => group.transactionSets[0].segments.length)).toEqual([15]);
  });

  it('reads an interchange whose segments end with a line break', () => {
    const lineEnded = inactive.replace(/~\n/g, '\n');
    expect(readInterchange(lineEnded).delimiters.segment).toBe('\n');
    expect(readInterchange(lineEnded).groups[0].transactionSets[0].segments).toHaveLength(15);
  });

  it('refuses an ISA that is not 106 characters long, naming the element of the wrong width', () => {
    const short = inactive.replace('METLIFEDENTAL  ', 'ML');
    const error = refusal(short);
    expect(error.message).toBe('ISA is 93 characters long; it must be 106 (ISA06 is 2 characters wide; it must be 15)');
    expect([error.segmentId, error.segmentPosition]).toEqual(['ISA', 1]);
  });

  it('refuses an ISA of the right length whose elements have the wrong widths', () => {
    const shifted = inactive.replace('METLIFEDENTAL  *ZZ*DENTALBACKOFF  ', 'METLIFEDENTAL *ZZ*DENTALBACKOFF   ');
    expect(refusal(shifted).message).toBe('ISA: ISA06 is 14 characters wide; it must be 15');
  });

  it('refuses text that does not begin with ISA, and empty text', () => {
    expect(refusal(lines.slice(1).join('\n')).message).toBe("An interchange begins with ISA; this text begins with 'GS*'");
    expect(refusal(' \n ').message).toBe('The interchange is empty');
  });

  it('refuses another element separator in the body than the one ISA declares', () => {
    expect(refusal(withLine(2, 'GS|HB|METLIFEDENTAL|DENTALBACKOFF|20240220|0930|882|X|005010X279A1~')).message).toBe(
      "Segment 2 ('GS|HB|METLIFEDENTAL|DENT...'): no segment identifier followed by the element separator '*' that ISA declares",
    );
  });

  it('refuses segments ended by line breaks when ISA declares ~', () => {
    const error = refusal(inactive.replace(/(?<!\*:)~\n/g, '\n').replace(/~$/, ''));
    expect(error.message).toBe(
      "Segment 2 (GS): a line break inside the segment; segments must end with the terminator '~' that ISA declares",
    );
  });

  it('refuses separators ISA declares twice', () => {
    const doubled = inactive.replace('*^*00501*', '*:*00501*');
    expect(refusal(doubled).message).toBe(
      "Segment 1 (ISA): ':' is declared both as the repetition separator (ISA11) and as the component separator (ISA16)",
    );
  });

  it('refuses an interchange version other than 00501 and a control number that is not 9 digits', () => {
    expect(refusal(inactive.replace('*00501*', '*00401*')).message).toBe(
      "Segment 1 (ISA): element ISA12 '00401' is not 00501; 005010X279A1 travels in version 00501 interchanges",
    );
    expect(refusal(inactive.replace('*000000882*0*P', '*00000088A*0*P')).message).toBe(
      "Segment 1 (ISA): element ISA13 '00000088A' is not a 9-digit control number",
    );
  });

  describe('ISA, element by element', () => {
    const isa = lines[0];
    /** The fixture with ISA element `n` (1 to 16) replaced by a value of the same width. */
    const withIsa = (n: number, value: string) => {
      const elements = isa.slice(0, -1).split('*');
      expect(elements[n]).toHaveLength(value.length);
      elements[n] = value;
      return withLine(1, `${elements.join('*')}~`);
    };
    const isaRefusal = (n: number, value: string) => refusal(withIsa(n, value)).message;

    it('accepts the codes the guide allows in each coded element', () => {
      for (const [n, value] of [
        [1, '03'],
        [3, '01'],
        [5, '01'],
        [5, '30'],
        [7, '14'],
        [14, '1'],
        [15, 'T'],
        [15, 'I'],
      ] as const)
        expect(() => readInterchange(withIsa(n, value))).not.toThrow();
    });

    it('ISA01 and ISA03: authorization and security qualifiers 00/03 and 00/01', () => {
      expect(isaRefusal(1, '05')).toBe("Segment 1 (ISA): element ISA01 '05' is not 00 or 03");
      expect(isaRefusal(3, '02')).toBe("Segment 1 (ISA): element ISA03 '02' is not 00 or 01");
    });

    it('ISA05 and ISA07: interchange ID qualifiers; ISA06 and ISA08 not blank', () => {
      expect(isaRefusal(5, 'XX')).toBe(
        "Segment 1 (ISA): element ISA05 'XX' is not an interchange ID qualifier (01, 14, 20, 27, 28, 29, 30, 33, ZZ)",
      );
      expect(isaRefusal(7, '99')).toMatch(/^Segment 1 \(ISA\): element ISA07 '99' is not an interchange ID qualifier/);
      expect(isaRefusal(6, ' '.repeat(15))).toBe('Segment 1 (ISA): element ISA06 (interchange ID) is blank');
      expect(isaRefusal(8, ' '.repeat(15))).toBe('Segment 1 (ISA): element ISA08 (interchange ID) is blank');
    });

    it('ISA09 is a YYMMDD date and ISA10 an HHMM time', () => {
      expect(isaRefusal(9, '240230')).toBe("Segment 1 (ISA): element ISA09 '240230' is not a YYMMDD date");
      expect(isaRefusal(9, '24-2-2')).toBe("Segment 1 (ISA): element ISA09 '24-2-2' is not a YYMMDD date");
      expect(isaRefusal(10, '2460')).toBe("Segment 1 (ISA): element ISA10 '2460' is not an HHMM time");
    });

    it('ISA14 acknowledgment requested is 0 or 1; ISA15 usage P, T or I', () => {
      expect(isaRefusal(14, '2')).toBe("Segment 1 (ISA): element ISA14 '2' is not 0 or 1 (acknowledgment requested)");
      expect(isaRefusal(15, 'X')).toBe("Segment 1 (ISA): element ISA15 'X' is not P, T or I");
    });
  });

  describe('GS and ST', () => {
    const gs = (elements: string) => withLine(2, `GS*${elements}~`);
    it('GS02 and GS03 are 2 to 15 characters', () => {
      expect(refusal(gs('HB*M*DENTALBACKOFF*20240220*0930*882*X*005010X279A1')).message).toBe(
        "Segment 2 (GS): element GS02 'M' must be 2 to 15 characters",
      );
      expect(refusal(gs('HB*METLIFEDENTAL*DENTALBACKOFF12345*20240220*0930*882*X*005010X279A1')).message).toBe(
        "Segment 2 (GS): element GS03 'DENTALBACKOFF12345' must be 2 to 15 characters",
      );
    });

    it('GS04 is a CCYYMMDD date and GS05 an HHMM[SS[DD]] time', () => {
      expect(refusal(gs('HB*METLIFEDENTAL*DENTALBACKOFF*20240230*0930*882*X*005010X279A1')).message).toBe(
        "Segment 2 (GS): element GS04 '20240230' is not a CCYYMMDD date",
      );
      expect(refusal(gs('HB*METLIFEDENTAL*DENTALBACKOFF*20240220*930*882*X*005010X279A1')).message).toBe(
        "Segment 2 (GS): element GS05 '930' is not an HHMM[SS[DD]] time",
      );
      expect(() => readInterchange(gs('HB*METLIFEDENTAL*DENTALBACKOFF*20240220*09301599*882*X*005010X279A1'))).not.toThrow();
    });

    it('GS06 is a group control number of at most 9 digits, GS07 the agency X', () => {
      expect(refusal(gs('HB*METLIFEDENTAL*DENTALBACKOFF*20240220*0930*88A*X*005010X279A1')).message).toBe(
        "Segment 2 (GS): element GS06 '88A' is not a group control number",
      );
      expect(refusal(gs('HB*METLIFEDENTAL*DENTALBACKOFF*20240220*0930*882*T*005010X279A1')).message).toBe(
        "Segment 2 (GS): element GS07 'T' is not X (Accredited Standards Committee X12)",
      );
    });

    it('ST02 is a control number of 4 to 9 characters', () => {
      expect(refusal(withLine(3, 'ST*271*001*005010X279A1~').replace('SE*17*0001~', 'SE*17*001~')).message).toBe(
        "Segment 3 (ST): element ST02 '001' is not a transaction set control number (4 to 9 characters)",
      );
    });
  });

  it('refuses a transaction set without SE', () => {
    const error = refusal(withLine(19, undefined));
    expect(error.message).toBe('Missing segment SE: transaction set 0001 (ST at segment 3) is still open at segment 19 (GE)');
    expect([error.segmentId, error.segmentPosition]).toEqual(['SE', 19]);
  });

  it('refuses a group without GE', () => {
    expect(refusal(withLine(20, undefined)).message).toBe(
      'Missing segment GE: functional group 882 (GS at segment 2) is still open at segment 20 (IEA)',
    );
  });

  it('refuses truncated text: cut between segments, inside a segment, or before IEA', () => {
    expect(refusal(lines.slice(0, 12).join('\n') + '\n').message).toBe('Truncated interchange: no SE after segment 12 (REF)');
    expect(refusal(lines.slice(0, 12).join('\n') + '\nDMG*D8*1972').message).toBe(
      "Truncated interchange: segment 13 ('DMG*D8*1972') has no segment terminator '~'",
    );
    expect(refusal(lines.slice(0, 20).join('\n')).message).toBe('Truncated interchange: no IEA after GE');
    expect(refusal(inactive.slice(0, 80)).message).toBe('Truncated interchange: ISA has 10 of its 16 elements');
  });

  it('refuses an SE whose count is not the number of segments from ST to SE', () => {
    const error = refusal(withLine(19, 'SE*16*0001~'));
    expect(error.message).toBe('Segment 19 (SE): element SE01 says 16, but transaction set 0001 has 17 segments (ST to SE)');
    expect([error.segmentId, error.segmentPosition]).toEqual(['SE', 19]);
  });

  it('refuses trailers whose control numbers do not match their headers', () => {
    expect(refusal(withLine(19, 'SE*17*0002~')).message).toBe(
      "Segment 19 (SE): element SE02 '0002' does not match ST02 '0001' at segment 3",
    );
    expect(refusal(withLine(20, 'GE*1*883~')).message).toBe("Segment 20 (GE): element GE02 '883' does not match GS06 '882' at segment 2");
    expect(refusal(withLine(21, 'IEA*1*000000883~')).message).toBe(
      "Segment 21 (IEA): element IEA02 '000000883' does not match ISA13 '000000882' at segment 1",
    );
  });

  it('compares SE02 with ST02 and IEA02 with ISA13 character for character, GE02 with GS06 as numbers', () => {
    expect(refusal(withLine(19, 'SE*17*1~')).message).toBe("Segment 19 (SE): element SE02 '1' does not match ST02 '0001' at segment 3");
    expect(refusal(withLine(21, 'IEA*1*882~')).message).toBe(
      "Segment 21 (IEA): element IEA02 '882' does not match ISA13 '000000882' at segment 1",
    );
    expect(() => readInterchange(withLine(20, 'GE*1*0882~'))).not.toThrow();
  });

  it('refuses GE and IEA counts that do not match what they close', () => {
    expect(refusal(withLine(20, 'GE*2*882~')).message).toBe(
      'Segment 20 (GE): element GE01 says 2, but functional group 882 holds 1 transaction set',
    );
    expect(refusal(withLine(21, 'IEA*2*000000882~')).message).toBe(
      'Segment 21 (IEA): element IEA01 says 2, but the interchange holds 1 functional group',
    );
  });

  it('refuses segments after IEA, empty segments and a missing count', () => {
    expect(refusal(inactive + 'GS*HB*X*Y*20240220*0930*883*X*005010X279A1~\n').message).toBe(
      'Segment 22 (GS): follows IEA; an interchange ends at IEA',
    );
    expect(refusal(withLine(13, 'DMG*D8*19720508*M~~')).message).toBe("Segment 14 is empty: two segment terminators '~' in a row");
    expect(refusal(withLine(19, 'SE**0001~')).message).toBe('Segment 19 (SE): element SE01 (count) is missing');
  });
});

describe('writeInterchange', () => {
  const envelope = {
    senderQualifier: 'ZZ',
    senderId: 'DENTALBACKOFF',
    receiverQualifier: '30',
    receiverId: '941234567',
    controlNumber: 42,
    usage: 'T' as const,
    createdAt: new Date('2024-03-05T07:09:00Z'),
  };

  it('pads ISA to its fixed widths and fills in the counts and control numbers', () => {
    const text = writeInterchange(envelope, { functionalIdentifier: 'HS', transactionSetId: '270' }, [
      ['BHT', '0022', '13', 'R1', '20240305', '0709'],
    ]);
    expect(text).toBe(
      'ISA*00*          *00*          *ZZ*DENTALBACKOFF  *30*941234567      *240305*0709*^*00501*000000042*0*T*:~' +
        'GS*HS*DENTALBACKOFF*941234567*20240305*0709*42*X*005010X279A1~' +
        'ST*270*0001*005010X279A1~BHT*0022*13*R1*20240305*0709~SE*3*0001~GE*1*42~IEA*1*000000042~',
    );
    expect(readInterchange(text).groups[0].transactionSets[0].segments).toHaveLength(1);
  });

  it('refuses a sender ID longer than ISA06 holds', () => {
    expect(() =>
      writeInterchange({ ...envelope, senderId: 'A'.repeat(16) }, { functionalIdentifier: 'HS', transactionSetId: '270' }, []),
    ).toThrow("ISA: the sender ID 'AAAAAAAAAAAAAAAA' is longer than 15 characters");
  });

  it('refuses IDs GS cannot carry (under 2 characters) and qualifiers ISA does not know, so it never writes what it would refuse', () => {
    const kind = { functionalIdentifier: 'HS', transactionSetId: '270' };
    expect(() => writeInterchange({ ...envelope, receiverId: 'X' }, kind, [])).toThrow(
      "GS: the receiver ID 'X' is shorter than 2 characters",
    );
    expect(() => writeInterchange({ ...envelope, senderQualifier: 'QQ' }, kind, [])).toThrow(
      "ISA: the sender qualifier (ISA05) 'QQ' is not an interchange ID qualifier",
    );
  });
});
