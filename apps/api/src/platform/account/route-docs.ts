import { errorEnvelopeSchema } from '@portal/contracts';

/** The error envelope under each listed status, for the OpenAPI document. */
export function errorResponses<const S extends number>(...statuses: S[]) {
  return Object.fromEntries(statuses.map((s) => [s, errorEnvelopeSchema])) as Record<S, typeof errorEnvelopeSchema>;
}

export const AUTH_TAG = 'oturum';
