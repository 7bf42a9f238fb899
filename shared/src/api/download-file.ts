import { apiClient } from './api-client';

/**
 * Downloads a file the API sends only with the user's token (a receipt, a tax invoice, a ledger),
 * which a plain link cannot send: fetched by the API client, handed to the browser as `fileName`.
 */
export async function downloadFile(path: string, fileName: string): Promise<void> {
  const response = await apiClient.get<Blob>(path, { responseType: 'blob' });
  const href = URL.createObjectURL(response.data);
  try {
    const link = document.createElement('a');
    link.href = href;
    link.download = fileName;
    link.hidden = true;
    document.body.append(link);
    link.click();
    link.remove();
  } finally {
    // After the click has started the download (revoking at once can cancel it in Firefox).
    setTimeout(() => URL.revokeObjectURL(href), 10_000);
  }
}
