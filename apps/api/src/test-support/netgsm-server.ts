// A stand-in SMS operator on a random local port, answering like Netgsm's REST v2 send API:
// the real client runs against it. `answer` decides per request (default: sent, code 00).
import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface ReceivedSms {
  /** usercode:password from the basic auth header. */
  credentials: string;
  contentType: string;
  body: { msgheader?: string; encoding?: string; messages?: { msg: string; no: string }[] };
}

export interface OperatorAnswer {
  status: number;
  body: string;
}

export interface TestSmsOperator {
  /** Base URL for SMS_API_URL. */
  url: string;
  received: ReceivedSms[];
  /** What the next requests are answered; reset to success by `reset()`. */
  answer: (sms: ReceivedSms) => OperatorAnswer;
  reset(): void;
  close(): Promise<void>;
}

const ok = (): OperatorAnswer => ({ status: 200, body: JSON.stringify({ code: '00', jobid: String(17_000_000 + Math.floor(Math.random() * 1000)), description: 'queued' }) });

/** `{ code, description }` as the operator answers a refused send. */
export const operatorError = (code: string, status = 200): OperatorAnswer => ({ status, body: JSON.stringify({ code, description: `error ${code}` }) });

async function readBody(request: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

export async function startTestSmsOperator(): Promise<TestSmsOperator> {
  const operator: TestSmsOperator = {
    url: '',
    received: [],
    answer: ok,
    reset() {
      operator.answer = ok;
      operator.received.length = 0;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
  const server = createServer((request, response) => {
    void (async () => {
      const raw = await readBody(request);
      if (request.method !== 'POST' || request.url !== '/sms/rest/v2/send') {
        response.writeHead(404).end();
        return;
      }
      const auth = request.headers.authorization ?? '';
      const sms: ReceivedSms = {
        credentials: auth.startsWith('Basic ') ? Buffer.from(auth.slice(6), 'base64').toString('utf8') : '',
        contentType: request.headers['content-type'] ?? '',
        body: JSON.parse(raw) as ReceivedSms['body'],
      };
      operator.received.push(sms);
      const { status, body } = operator.answer(sms);
      response.writeHead(status, { 'content-type': 'application/json; charset=utf-8' }).end(body);
    })();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  operator.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return operator;
}
