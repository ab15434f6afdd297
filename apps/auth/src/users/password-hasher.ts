/**
 * argon2id password hashes. Sign-in always runs one verification, against a throw-away hash when
 * the user is unknown, so "no such user" and "wrong password" take the same time and cannot be told
 * apart by a caller timing the answers.
 */
import { Injectable } from '@nestjs/common';
import { randomBytes } from 'node:crypto';
import * as argon2 from 'argon2';

/** OWASP's argon2id baseline (19 MiB, 2 passes, 1 lane): about 30 ms a hash on the 2-core machines. */
const HASH_OPTIONS = { type: argon2.argon2id, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

@Injectable()
export class PasswordHasher {
  private dummyHash?: Promise<string>;

  hash(password: string): Promise<string> {
    return argon2.hash(password, HASH_OPTIONS);
  }

  /** True when `password` matches `hash`; with no hash (unknown user) it does the same work and answers false. */
  async verify(hash: string | undefined, password: string): Promise<boolean> {
    this.dummyHash ??= argon2.hash(randomBytes(32), HASH_OPTIONS);
    const against = hash ?? (await this.dummyHash);
    try {
      const matches = await argon2.verify(against, password);
      return matches && hash !== undefined;
    } catch {
      // A malformed stored hash must not tell the caller anything either.
      return false;
    }
  }
}
