import { Injectable } from '@nestjs/common';
import type { DashboardData } from '@dental/contracts';

/** How many answers are kept; the oldest stored goes first. */
const CACHED_ANSWERS = 500;

/**
 * Answers of repeated dashboard requests (the screen asks again every 5 s), kept with the version of
 * their practices' counts they were computed at: counted in this process from the database's change
 * notifications (`DashboardVersions`), or, while those are not heard, read from the stored versions
 * (`DashboardRepository.version`). An answer is given again only while that version has not moved:
 * the counts only grow, so an equal sum means no change, on every replica of the service and across
 * a rebuild.
 */
@Injectable()
export class DashboardCache {
  private readonly answers = new Map<string, { version: string; answer: DashboardData }>();

  get(key: string, version: string): DashboardData | undefined {
    const kept = this.answers.get(key);
    return kept?.version === version ? kept.answer : undefined;
  }

  set(key: string, version: string, answer: DashboardData): void {
    this.answers.delete(key);
    this.answers.set(key, { version, answer });
    if (this.answers.size > CACHED_ANSWERS) this.answers.delete(this.answers.keys().next().value as string);
  }
}
