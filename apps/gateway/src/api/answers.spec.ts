import { AppError, ErrorCode, RateLimitedError } from '@dental/contracts';
import { failureAnswer } from './answers';

describe('failureAnswer', () => {
  it('never repeats unbounded input: a message quoting a 100 KB id is cut', () => {
    const id = 'x'.repeat(100_000);
    const answer = failureAnswer(
      new AppError(ErrorCode.Forbidden, `Client ${id} is not granted`, true, [{ path: id, message: id }]),
      'request-1',
    );
    const body = answer.body as { message: string; issues: { path: string; message: string }[] };
    expect(answer.status).toBe(403);
    expect(body.message.length).toBeLessThanOrEqual(300);
    expect(body.message.startsWith('Client xxx')).toBe(true);
    expect(body.issues[0].path.length).toBeLessThanOrEqual(120);
    expect(body.issues[0].message.length).toBeLessThanOrEqual(200);
    expect(JSON.stringify(answer.body).length).toBeLessThan(1_000);
  });

  it('answers 429 with the seconds to wait in Retry-After', () => {
    const answer = failureAnswer(new RateLimitedError(840), 'request-2');
    expect(answer.status).toBe(429);
    expect(answer.headers).toEqual({ 'Retry-After': '840' });
    expect(answer.body).toMatchObject({ code: ErrorCode.TooManyRequests, message: 'Too many attempts. Please try again in 14 minutes.' });
  });
});
