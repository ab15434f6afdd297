/**
 * An invoice's PDF as a blob from the gateway (which streams it from object storage), with the
 * session's token: the `dentalmation-product` resource's `invoiceFile` action (subscriptionsAdapter.ts),
 * which the Product Details page asks through the data provider, then saves.
 */
import { SubscriptionFileRoutes } from '@dental/contracts';
import { authorizedFetch } from '../api/httpClient';
import { FileCallError } from '../files/uploadWithProgress';

export interface InvoiceFile {
  fileName: string;
  blob: Blob;
}

/** Fetches the invoice; a refusal carries the server's message when it may be shown. */
export async function fetchInvoice(invoiceId: string, send: typeof authorizedFetch = authorizedFetch): Promise<InvoiceFile> {
  const response = await send(SubscriptionFileRoutes.invoiceDownload.path.replace('{invoiceId}', encodeURIComponent(invoiceId)));
  if (!response.ok) {
    const failure = (await response.json().catch(() => ({}))) as { message?: string; displayable?: boolean };
    throw new FileCallError(failure.displayable && failure.message ? failure.message : 'Error downloading the invoice');
  }
  const disposition = response.headers.get('Content-Disposition') ?? '';
  const name = /filename\*=UTF-8''([^;]+)/.exec(disposition)?.[1];
  return { fileName: name ? decodeURIComponent(name) : `${invoiceId}.pdf`, blob: await response.blob() };
}

/** Saves the invoice as a download. */
export function saveInvoice({ fileName, blob }: InvoiceFile): void {
  const link = document.createElement('a');
  link.href = URL.createObjectURL(blob);
  link.download = fileName;
  link.click();
  URL.revokeObjectURL(link.href);
}
