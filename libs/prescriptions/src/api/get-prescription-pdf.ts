// GET prescription/{id}/pdf → application/pdf, saved as `<prescriptionNo>.pdf`: the fetcher and
// its mutation hook (a download is an action the user starts, not cached data).
import { FILE_TIMEOUT_MS, saveFile } from '@portal/shared/ui';
import { useApi } from '@portal/shared/api-client';
import { useMutation } from '@tanstack/react-query';
import type { KyInstance } from 'ky';
import { PRESCRIPTION_API } from './keys';

export async function fetchPrescriptionPdf(client: KyInstance, id: number): Promise<Blob> {
  const response = await client.get(`${PRESCRIPTION_API}/${id}/pdf`, { timeout: FILE_TIMEOUT_MS, headers: { accept: 'application/pdf' } });
  return response.blob();
}

/** The file name of a prescription's PDF: its number, with nothing a file system refuses. */
export const pdfFileName = (prescriptionNo: string) => `${prescriptionNo.replace(/[\\/:*?"<>|\s]+/g, '-')}.pdf`;

export function useDownloadPdf() {
  const client = useApi();
  return useMutation({
    mutationFn: async ({ id, prescriptionNo }: { id: number; prescriptionNo: string }) => {
      saveFile(await fetchPrescriptionPdf(client, id), pdfFileName(prescriptionNo));
    },
  });
}
