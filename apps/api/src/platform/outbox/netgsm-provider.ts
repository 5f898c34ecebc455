// The SMS operator client: Netgsm's REST v2 send API (POST <url>/sms/rest/v2/send, basic auth
// with the subscriber code and API password, JSON body). One message per call, so the outbox
// row's state is that one number's. The answer's code decides between a retry and a failure.
import { smsLength } from './sms-encoding';
import type { SmsProvider } from './sms-provider';

export interface NetgsmSettings {
  /** Base URL, e.g. https://api.netgsm.com.tr (without /sms/...). */
  url: string;
  usercode: string;
  password: string;
  /** The sender name (msgheader) registered with the operator. */
  sender: string;
}

/**
 * The operator's answer codes other than 00 (sent). `retry`: the outbox tries again later
 * (the operator is busy or limits the rate); otherwise the message is reported failed at once,
 * since the same request cannot succeed (bad text, credentials, sender name or parameters).
 */
export const NETGSM_ANSWERS: Record<string, { retry: boolean; meaning: string }> = {
  '20': { retry: false, meaning: 'mesaj metni hatalı ya da azami uzunluğu aşıyor' },
  '30': { retry: false, meaning: 'geçersiz kullanıcı adı, şifre ya da API erişimi yok (IP kısıtı olabilir)' },
  '40': { retry: false, meaning: 'gönderici adı (mesaj başlığı) sistemde tanımlı değil' },
  '50': { retry: false, meaning: 'abonelik hesabıyla İYS kontrollü gönderim yapılamıyor' },
  '51': { retry: false, meaning: 'aboneliğe tanımlı İYS marka bilgisi bulunamadı' },
  '60': { retry: false, meaning: 'hesapta tanımlı paket ya da kampanya (kredi) yok' },
  '70': { retry: false, meaning: 'hatalı sorgu: parametrelerden biri hatalı ya da eksik' },
  '80': { retry: true, meaning: 'gönderim sınırı aşıldı' },
  '85': { retry: true, meaning: 'mükerrer gönderim sınırı aşıldı (aynı numaraya kısa sürede çok fazla ileti)' },
  '100': { retry: true, meaning: 'operatörde sistem hatası' },
  '101': { retry: true, meaning: 'operatörde sistem hatası' },
};

/** A send that did not go; `permanent`: the outbox marks it failed without retrying. */
export class SmsSendError extends Error {
  constructor(
    message: string,
    readonly permanent: boolean,
    readonly code?: string,
  ) {
    super(message);
    this.name = 'SmsSendError';
  }
}

/** What the operator does with an answer: sent (its job id), retried or failed. */
export function netgsmOutcome(status: number, body: string): { jobId: string } | SmsSendError {
  let answer: { code?: unknown; jobid?: unknown; description?: unknown } | undefined;
  try {
    answer = JSON.parse(body) as typeof answer;
  } catch {
    answer = undefined;
  }
  const code = typeof answer?.code === 'string' || typeof answer?.code === 'number' ? String(answer.code).padStart(2, '0') : undefined;
  if (status >= 200 && status < 300 && code === '00') return { jobId: String(answer?.jobid ?? '') };
  if (code && code !== '00') {
    const known = NETGSM_ANSWERS[code];
    // An unknown code is retried: a failure reported for what was only a hiccup loses the message.
    return new SmsSendError(`Netgsm ${code}: ${known?.meaning ?? `bilinmeyen yanıt kodu (${String(answer?.description ?? '')})`}`, known ? !known.retry : false, code);
  }
  // No code: the HTTP status decides. 5xx, 408 and 429 pass; 401/403 and other 4xx stay.
  const temporary = status >= 500 || status === 408 || status === 429 || (status >= 200 && status < 300);
  return new SmsSendError(`Netgsm HTTP ${status}: ${body.slice(0, 200)}`, !temporary);
}

/** Netgsm takes Turkish mobiles as 5XXXXXXXXX and others with the international 00 prefix. */
export function netgsmNumber(e164: string): string {
  const digits = e164.replace(/^\+/, '');
  return digits.startsWith('90') ? digits.slice(2) : `00${digits}`;
}

export function netgsmSmsProvider(settings: NetgsmSettings, options: { timeoutMs: number }): SmsProvider {
  const endpoint = `${settings.url.replace(/\/+$/, '')}/sms/rest/v2/send`;
  const authorization = `Basic ${Buffer.from(`${settings.usercode}:${settings.password}`).toString('base64')}`;
  return {
    local: false,
    async send(to, text) {
      // Turkish letters only survive with encoding TR; other texts go without it (GSM or UCS-2 by the operator).
      const encoding = smsLength(text).encoding === 'gsm7-tr' ? 'TR' : undefined;
      let response: Response;
      try {
        response = await fetch(endpoint, {
          method: 'POST',
          headers: { authorization, 'content-type': 'application/json; charset=utf-8', accept: 'application/json' },
          body: JSON.stringify({ msgheader: settings.sender, ...(encoding ? { encoding } : {}), messages: [{ msg: text, no: netgsmNumber(to) }] }),
          signal: AbortSignal.timeout(options.timeoutMs),
        });
      } catch (error) {
        // Refused, reset or timed out: the operator may be back on the next attempt.
        throw new SmsSendError(`Netgsm'e ulaşılamadı: ${(error as Error).message}`, false);
      }
      const outcome = netgsmOutcome(response.status, await response.text().catch(() => ''));
      if (outcome instanceof SmsSendError) throw outcome;
    },
  };
}
