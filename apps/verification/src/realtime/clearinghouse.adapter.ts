/**
 * The clearinghouse that carries real-time eligibility questions to the payers. Its raw X12 API takes
 * the 270 as text and answers with the payer's 271: `POST {CLEARINGHOUSE_URL}/change/medicalnetwork/
 * eligibility/v3/raw-x12`, the API key in `Authorization`, body `{"x12": "<270>"}`, answer JSON whose
 * `x12` is the 271. The product writes and reads X12 itself (libs/x12), so it needs nothing of the
 * clearinghouse's own JSON rendering.
 */
export const CLEARINGHOUSE_ELIGIBILITY_PATH = '/change/medicalnetwork/eligibility/v3/raw-x12';

/** What the verification needs from a clearinghouse: the payer's 271 for a 270. */
export interface Clearinghouse {
  exchange(x12: string): Promise<string>;
}

export const CLEARINGHOUSE = Symbol('CLEARINGHOUSE');

/** Why the clearinghouse did not give an answer. `permanent`: asking again cannot help (the question or the key was refused). */
export class ClearinghouseFailure extends Error {
  constructor(
    message: string,
    readonly permanent: boolean,
  ) {
    super(message);
  }
}

export interface ClearinghouseSettings {
  url: string;
  apiKey: string;
  timeoutMs: number;
}

export class HttpClearinghouse implements Clearinghouse {
  constructor(private readonly settings: ClearinghouseSettings) {}

  async exchange(x12: string): Promise<string> {
    let response: Response;
    try {
      response = await fetch(`${this.settings.url.replace(/\/$/, '')}${CLEARINGHOUSE_ELIGIBILITY_PATH}`, {
        method: 'POST',
        headers: { authorization: this.settings.apiKey, 'content-type': 'application/json', accept: 'application/json' },
        body: JSON.stringify({ x12 }),
        signal: AbortSignal.timeout(this.settings.timeoutMs),
      });
    } catch (error) {
      throw new ClearinghouseFailure(`The clearinghouse could not be reached: ${(error as Error).message}`, false);
    }
    const text = await response.text();
    let body: { x12?: unknown; message?: unknown } = {};
    try {
      body = JSON.parse(text) as typeof body;
    } catch {
      // A gateway in front of the clearinghouse may answer HTML; the status says enough.
    }
    if (!response.ok) {
      const said = typeof body.message === 'string' ? body.message : `HTTP ${response.status}`;
      // 4xx: the question or the key was refused; asking again cannot help. 429 and 5xx pass.
      const permanent = response.status >= 400 && response.status < 500 && response.status !== 429 && response.status !== 408;
      throw new ClearinghouseFailure(`The clearinghouse refused the question: ${said}`, permanent);
    }
    if (typeof body.x12 !== 'string' || body.x12 === '')
      throw new ClearinghouseFailure('The clearinghouse answered without an x12 271', false);
    return body.x12;
  }
}
