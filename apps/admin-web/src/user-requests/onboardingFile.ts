/**
 * A file a requester sent with a product, as a blob (POST /api/onboarding/order/downloadFile; the
 * gateway streams it from object storage).
 */
import { OnboardingFileRoutes } from '@dental/contracts';
import { downloadByPost } from '../files/uploadWithProgress';

export function downloadOnboardingFile(orderId: string, productItemId: string, filename: string): Promise<void> {
  return downloadByPost(OnboardingFileRoutes.onboardingFile.path, { orderId, productItemId, filename }, filename);
}
