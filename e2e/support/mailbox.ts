// Reads the development mailbox (mail and SMS kept in the outbox) the way a person trying
// `npm start` would, over the API on loopback.
import { expect, type APIRequestContext } from '@playwright/test';
import { E2E_PORT } from '../playwright.config';

interface MailboxMessage {
  id: number;
  channel: 'mail' | 'sms';
  recipient: string;
  subject: string | null;
  text: string;
  template: string | null;
  links: string[];
}

async function messagesTo(request: APIRequestContext, to: string): Promise<MailboxMessage[]> {
  const res = await request.get(`http://127.0.0.1:${E2E_PORT}/api/v1/dev/mailbox?to=${encodeURIComponent(to)}`);
  expect(res.status()).toBe(200);
  return ((await res.json()) as { data: MailboxMessage[] }).data;
}

/** Waits for the newest message to `to` that matches, newer than `afterId`. */
export async function waitForMessage(
  request: APIRequestContext,
  to: string,
  match: (m: MailboxMessage) => boolean,
  afterId = 0,
): Promise<MailboxMessage> {
  let found: MailboxMessage | undefined;
  await expect
    .poll(async () => {
      found = (await messagesTo(request, to)).find((m) => m.id > afterId && match(m));
      return found !== undefined;
    }, { timeout: 10_000 })
    .toBe(true);
  return found!;
}

export async function lastMessageId(request: APIRequestContext, to: string): Promise<number> {
  return (await messagesTo(request, to))[0]?.id ?? 0;
}

/** The 6-digit code of an SMS. */
export function codeIn(text: string): string {
  const code = /\b(\d{6})\b/.exec(text)?.[1];
  expect(code, `no 6-digit code in: ${text}`).toBeTruthy();
  return code!;
}

/** The same link on the journeys' port: links are built from configuration (PUBLIC_PORT). */
export function linkTo(message: MailboxMessage, pathPrefix: string): string {
  const link = message.links.find((l) => new URL(l).pathname.startsWith(pathPrefix));
  expect(link, `no ${pathPrefix} link in: ${message.text}`).toBeTruthy();
  return link!;
}
