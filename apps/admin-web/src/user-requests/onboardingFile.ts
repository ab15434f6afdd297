/**
 * A file a requester sent with a product, as a blob (POST /api/onboarding/order/downloadFile; the
 * gateway streams it from object storage), with the session's token and the body sealed when the
 * gateway asks for encrypted bodies, as every other call's.
 */
import { OnboardingFileRoutes, sealJson } from '@dental/contracts';
import { accessToken } from '../api/session';
import { webSettings } from '../config';
import { FileCallError } from '../files/uploadWithProgress';

export async function downloadOnboardingFile(orderId: string, productItemId: string, filename: string): Promise<void> {
  const token = accessToken();
  const settings = await webSettings();
  const plain = { orderId, productItemId, filename };
  const response = await fetch(OnboardingFileRoutes.onboardingFile.path, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...(token ? { Authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(settings.encryptBodies ? await sealJson(plain, settings.bodyEncryptionKey) : plain),
  });
  if (!response.ok) {
    const failure = (await response.json().catch(() => ({}))) as { message?: string; displayable?: boolean };
    throw new FileCallError(failure.displayable && failure.message ? failure.message : "Couldn't download the file, please try again");
  }
  const link = document.createElement('a');
  link.href = URL.createObjectURL(await response.blob());
  link.download = filename;
  link.click();
  URL.revokeObjectURL(link.href);
}
