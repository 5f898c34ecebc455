// An application's photos: POST register/application/{id}/photo (the image is the body, as a TRC
// stage's), GET …/photo/{photoId} (the bytes: member only, so never an <img src>), DELETE
// …/photo/{photoId}.
import { useApi } from '@portal/shared/api-client';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { KyInstance } from 'ky';
import { REGISTER_API, registerKeys } from './keys';

const photoApi = (applicationId: number) => `${REGISTER_API}/application/${applicationId}/photo`;

export async function postApplicationPhoto(client: KyInstance, applicationId: number, file: Blob): Promise<void> {
  // Sent as its bytes, which every fetch takes (Node's fetch cannot read a jsdom Blob).
  await client.post(photoApi(applicationId), { body: await file.arrayBuffer(), headers: { 'content-type': file.type } });
}

export async function fetchApplicationPhoto(client: KyInstance, applicationId: number, photoId: number, signal?: AbortSignal): Promise<Blob> {
  return client.get(`${photoApi(applicationId)}/${photoId}`, { signal }).blob();
}

/** A photo never changes once stored: read once per page visit. */
export function useApplicationPhoto(applicationId: number, photoId: number) {
  const client = useApi();
  return useQuery({ queryKey: registerKeys.photo(applicationId, photoId), queryFn: ({ signal }) => fetchApplicationPhoto(client, applicationId, photoId, signal), staleTime: Infinity });
}

export function useUploadPhotos(applicationId: number) {
  const client = useApi();
  const queries = useQueryClient();
  return useMutation({
    /** Uploads each file; answers the failures as "name: message" (the others are stored). */
    mutationFn: async (files: File[]) => {
      const failed: { file: File; error: unknown }[] = [];
      for (const file of files) {
        try {
          await postApplicationPhoto(client, applicationId, file);
        } catch (error) {
          failed.push({ file, error });
        }
      }
      return failed;
    },
    onSettled: () => queries.invalidateQueries({ queryKey: registerKeys.all }),
  });
}

export function useDeletePhoto(applicationId: number) {
  const client = useApi();
  const queries = useQueryClient();
  return useMutation({
    mutationFn: async (photoId: number) => {
      await client.delete(`${photoApi(applicationId)}/${photoId}`);
    },
    onSettled: () => queries.invalidateQueries({ queryKey: registerKeys.all }),
  });
}
