import { errorEnvelopeSchema } from '@portal/contracts';

/** Spec §8: the client's own failure statuses, or the HTTP status. */
export type ApiErrorStatus = 'FETCH_ERROR' | 'TIMEOUT_ERROR' | 'PARSING_ERROR' | number;

const fallbackMessages: Record<string, string> = {
  FETCH_ERROR: 'Sunucuya ulaşılamadı. Bağlantınızı kontrol edin.',
  TIMEOUT_ERROR: 'İstek zaman aşımına uğradı.',
  PARSING_ERROR: 'Sunucudan anlaşılamayan bir yanıt geldi.',
};
const genericMessage = 'Beklenmeyen bir hata oluştu. Lütfen tekrar deneyin.';

/** Every failed call of the API client rejects with this. */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  readonly status: ApiErrorStatus;
  /** The response body, typically `{ code, message, details? }`. */
  readonly data: unknown;

  constructor(status: ApiErrorStatus, data?: unknown, options?: ErrorOptions) {
    const envelope = errorEnvelopeSchema.safeParse(data);
    const serverMessage = envelope.success ? envelope.data.message.trim() : '';
    super(serverMessage || (fallbackMessages[String(status)] ?? genericMessage), options);
    this.status = status;
    this.data = data;
  }

  /** The server's stable error code (DESIGN.md §3), when it sent one. */
  get code(): string | undefined {
    const envelope = errorEnvelopeSchema.safeParse(this.data);
    return envelope.success ? envelope.data.code : undefined;
  }
}

/** Turkish text to show for any failure: the server's message when present. */
export function errorMessage(err: unknown): string {
  return err instanceof ApiError ? err.message : genericMessage;
}
