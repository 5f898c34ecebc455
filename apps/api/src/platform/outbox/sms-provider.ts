// SMS delivery behind one interface: the operator's HTTP API when configured, local otherwise.
import type { AppConfig } from '../config';
import { netgsmSmsProvider } from './netgsm-provider';

export interface SmsProvider {
  /** True when messages are only recorded (the outbox marks them `kept-local`). */
  readonly local: boolean;
  /** Throws on failure; an error with `permanent: true` is not retried. */
  send(to: string, text: string): Promise<void>;
}

/** Local mode: the message stays in the outbox, readable in the dev mailbox. */
export const localSmsProvider: SmsProvider = {
  local: true,
  async send() {
    // Nothing leaves the machine.
  },
};

/** The operator client of SMS_API_URL, or local mode when it is unset. */
export function smsProviderOf(config: Pick<AppConfig, 'sms' | 'smtpSendTimeoutMs'>): SmsProvider {
  return config.sms ? netgsmSmsProvider(config.sms, { timeoutMs: config.smtpSendTimeoutMs }) : localSmsProvider;
}
