/**
 * Puts demo practices into the verification service's practice copy the way production does: by
 * publishing the auth service's auth.practice.changed and waiting until the service has applied it.
 */
import type { DataSource } from 'typeorm';
import { Topics } from '@dental/contracts';
import { aPracticeChangedEvent, waitFor, type DemoPractice, type startPublisher } from '@dental/testing';

type Publisher = Awaited<ReturnType<typeof startPublisher>>;

export async function announcePractice(
  publisher: Publisher,
  dataSource: DataSource,
  practice: DemoPractice,
  templateId = '',
): Promise<void> {
  await publisher.publish(Topics.PracticeChanged, practice._id, aPracticeChangedEvent(practice, templateId));
  await waitFor(`practice ${practice.name} on template '${templateId}'`, async () => {
    const [row] = await dataSource.query(`SELECT template_id FROM practice WHERE practice_id = $1`, [practice._id]);
    return row !== undefined && row.template_id === templateId;
  });
}
