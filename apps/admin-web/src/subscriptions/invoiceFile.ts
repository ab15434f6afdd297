/** An invoice's PDF as a blob from the gateway (which streams it from object storage), with the session's token. */
import { SubscriptionFileRoutes } from '@dental/contracts';
import { authorizedFetch } from '../api/httpClient';
import { FileCallError } from '../files/uploadWithProgress';

export async function downloadInvoice(invoiceId: string): Promise<void> {
  const response = await authorizedFetch(SubscriptionFileRoutes.invoiceDownload.path.replace('{invoiceId}', encodeURIComponent(invoiceId)));
  if (!response.ok) {
    const failure = (await response.json().catch(() => ({}))) as { message?: string; displayable?: boolean };
    throw new FileCallError(failure.displayable && failure.message ? failure.message : 'Error downloading the invoice');
  }
  const disposition = response.headers.get('Content-Disposition') ?? '';
  const name = /filename\*=UTF-8''([^;]+)/.exec(disposition)?.[1];
  const link = document.createElement('a');
  link.href = URL.createObjectURL(await response.blob());
  link.download = name ? decodeURIComponent(name) : `${invoiceId}.pdf`;
  link.click();
  URL.revokeObjectURL(link.href);
}
