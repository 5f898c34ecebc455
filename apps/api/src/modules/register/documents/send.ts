// How the register's documents are sent: an attachment with an ASCII file name (and the UTF-8
// one beside it), never cached (a register changes with every record), and the season asked
// for or this year in Türkiye.
import { AppCode, istanbulDate } from '@portal/contracts';
import type { FastifyReply } from 'fastify';
import { mailBrands } from '../../../platform/outbox';

export const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** The brand printed in the PDF's header: the register is RCT's (B-Reçete). */
export const REGISTER_BRAND = mailBrands[AppCode.Rct].name;

/** The season asked for, or the current year in Türkiye. */
export function seasonOf(query: { season?: number | undefined }, now = new Date()): number {
  return query.season ?? Number(istanbulDate(now).slice(0, 4));
}

export function sendFile(reply: FastifyReply, body: Buffer, type: string, name: string) {
  return (
    reply
      .type(type)
      .header('content-disposition', `attachment; filename="${name}"; filename*=UTF-8''${encodeURIComponent(name)}`)
      .header('cache-control', 'no-store')
      // A Buffer is sent as it is (Fastify serialises only objects); the schema lists the errors.
      .send(body as never)
  );
}
