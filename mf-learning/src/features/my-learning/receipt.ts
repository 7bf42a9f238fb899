import { downloadFile, getRuntimeConfig } from '@academy/shared';

/**
 * A URL the API gave (`/api/orders/…/receipt/` or absolute) as the shared client takes it: the
 * client prefixes the API root itself, so a path under that root loses it.
 */
export function apiRelative(url: string): string {
  if (/^https?:\/\//i.test(url)) return url;
  const root = new URL(getRuntimeConfig().apiBaseUrl, window.location.origin);
  const rootPath = root.pathname.replace(/\/+$/, '');
  return rootPath && url.startsWith(`${rootPath}/`) ? url.slice(rootPath.length) : url;
}

/**
 * Downloads one of the learner's PDFs (an order's receipt or credit note). It needs the learner's
 * token, which a plain link cannot send: the file is fetched by the API client and handed to the
 * browser as a download named `fileName`.
 */
export const downloadPdf = (url: string, fileName: string): Promise<void> =>
  downloadFile(apiRelative(url), fileName);

/** An order's PDF receipt. */
export const downloadReceipt = (receiptUrl: string, orderId: string) =>
  downloadPdf(receiptUrl, `receipt-${orderId}.pdf`);
