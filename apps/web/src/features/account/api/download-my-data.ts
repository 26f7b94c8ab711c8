import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { MutationConfig } from '@/lib/react-query';

export type ExportFormat = 'json' | 'csv';

/** GET /user/export (?format=csv: the logs only), saved by the browser under the server's file name. */
export async function downloadMyData({ format }: { format: ExportFormat }): Promise<void> {
  const { blob, filename } = await api.download(`/user/export${format === 'csv' ? '?format=csv' : ''}`);
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = filename ?? `nutricoach.${format}`;
  document.body.append(link);
  link.click();
  link.remove();
  // The click has handed the file to the browser; the URL can go after this turn.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

export function useDownloadMyData({ mutationConfig }: { mutationConfig?: MutationConfig<typeof downloadMyData> } = {}) {
  return useMutation({ ...mutationConfig, mutationFn: downloadMyData });
}
