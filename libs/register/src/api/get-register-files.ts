// The register as files: GET register/{area|producer}/{id}/pdf?season and
// …/export?season&format=csv|xlsx, saved under the server's name (a download is an action the
// user starts, not cached data).
import type { FileFormat } from '@portal/contracts';
import { useApi } from '@portal/shared/api-client';
import { fetchExport, FILE_TIMEOUT_MS, fileNameOf, saveFile } from '@portal/shared/ui';
import { useMutation } from '@tanstack/react-query';
import type { KyInstance } from 'ky';
import { REGISTER_API } from './keys';

export type RegisterOwner = { kind: 'area'; id: number } | { kind: 'producer'; id: number };
export type RegisterFile = 'pdf' | FileFormat;

const base = (owner: RegisterOwner) => `${REGISTER_API}/${owner.kind}/${owner.id}`;

export async function fetchRegisterPdf(client: KyInstance, owner: RegisterOwner, season: number): Promise<{ blob: Blob; fileName: string | null }> {
  const response = await client.get(`${base(owner)}/pdf`, { searchParams: { season }, timeout: FILE_TIMEOUT_MS, headers: { accept: 'application/pdf' } });
  return { blob: await response.blob(), fileName: fileNameOf(response.headers.get('content-disposition')) };
}

/** The file's name when the answer names none: `kayit-defteri-alan-12-2026.pdf`. */
export const registerFileName = (owner: RegisterOwner, season: number, file: RegisterFile) => `kayit-defteri-${owner.kind === 'area' ? 'alan' : 'uretici'}-${owner.id}-${season}.${file}`;

export function useDownloadRegister(owner: RegisterOwner, season: number) {
  const client = useApi();
  return useMutation({
    mutationFn: async (file: RegisterFile) => {
      const { blob, fileName } = file === 'pdf' ? await fetchRegisterPdf(client, owner, season) : await fetchExport(client, base(owner), file, { season: String(season) });
      saveFile(blob, fileName ?? registerFileName(owner, season, file));
    },
  });
}
