/**
 * Stores an onboarding request as the onboarding form sends it: each product's file in object
 * storage (`onboarding/<request>/<product>/<file name>`), then the request's rows. Used by the demo
 * data and the tests; the form itself is outside this product.
 */
import type { OnboardingSubmission } from '@dental/contracts';
import type { ObjectStorage } from '@dental/storage';
import type { OnboardingRepository } from './onboarding.repository';

export async function storeOnboardingRequest(
  requests: OnboardingRepository,
  storage: ObjectStorage,
  submission: OnboardingSubmission,
): Promise<boolean> {
  const fileKeys = new Map<string, string>();
  for (const practice of submission.practices) {
    for (const product of practice.products) {
      if (!product.file) continue;
      const key = `onboarding/${submission.id}/${product.id}/${product.file.name}`;
      await storage.put(key, Buffer.from(product.file.content), 'application/octet-stream');
      fileKeys.set(product.id, key);
    }
  }
  return requests.add(submission, fileKeys);
}
