// A valid .xlsx of many rows, written as a stream to a temp file in a second or two: the
// import limit tests need a file far past the limit (issue 9 §3: 2,000,000 rows), and
// exceljs's own writer takes half a minute for that many. One sheet, the given header
// row, then rows of one number cell each, deflated; a minimal zip (no data descriptors).
import { once } from 'node:events';
import { createWriteStream } from 'node:fs';
import { mkdtemp, readFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { crc32, createDeflateRaw } from 'node:zlib';

const xmlHead = '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n';
const escapeXml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

const smallParts: Record<string, string> = {
  '[Content_Types].xml': `${xmlHead}<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/><Override PartName="/xl/worksheets/sheet1.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml"/></Types>`,
  '_rels/.rels': `${xmlHead}<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="xl/workbook.xml"/></Relationships>`,
  'xl/workbook.xml': `${xmlHead}<workbook xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main" xmlns:r="http://schemas.openxmlformats.org/officeDocument/2006/relationships"><sheets><sheet name="Sayfa1" sheetId="1" r:id="rId1"/></sheets></workbook>`,
  'xl/_rels/workbook.xml.rels': `${xmlHead}<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/worksheet" Target="worksheets/sheet1.xml"/></Relationships>`,
};

const column = (i: number) => String.fromCharCode(65 + i);

/** Deflates the chunks of `produce` into `out`; answers the entry's crc and sizes. */
async function deflateEntry(produce: () => Iterable<string>, out: NodeJS.WritableStream) {
  const deflate = createDeflateRaw({ level: 6 });
  let crc = 0;
  let size = 0;
  let compressed = 0;
  deflate.on('data', (chunk: Buffer) => {
    compressed += chunk.length;
    out.write(chunk);
  });
  const done = once(deflate, 'end');
  for (const text of produce()) {
    const bytes = Buffer.from(text, 'utf8');
    crc = crc32(bytes, crc);
    size += bytes.length;
    if (!deflate.write(bytes)) await once(deflate, 'drain');
  }
  deflate.end();
  await done;
  return { crc, size, compressed };
}

/** Writes the .xlsx and answers its path and bytes. */
export async function writeLargeXlsx(headers: string[], dataRows: number): Promise<{ file: string; body: Buffer }> {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'large-xlsx-'));
  const file = path.join(dir, `rows-${dataRows}.xlsx`);
  const out = createWriteStream(file);
  const central: Buffer[] = [];
  let offset = 0;

  const addEntry = async (name: string, produce: () => Iterable<string>) => {
    const nameBytes = Buffer.from(name, 'utf8');
    // Sizes and crc are known only afterwards: the local header is written with zeros and
    // flag bit 3, and a data descriptor follows the data.
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(0x0808, 6); // bit 3: data descriptor; bit 11: UTF-8 names
    local.writeUInt16LE(8, 8); // deflate
    local.writeUInt16LE(0, 10);
    local.writeUInt16LE(0x21, 12); // 1980-01-01
    local.writeUInt16LE(nameBytes.length, 26);
    out.write(local);
    out.write(nameBytes);
    const { crc, size, compressed } = await deflateEntry(produce, out);
    const descriptor = Buffer.alloc(16);
    descriptor.writeUInt32LE(0x08074b50, 0);
    descriptor.writeUInt32LE(crc >>> 0, 4);
    descriptor.writeUInt32LE(compressed, 8);
    descriptor.writeUInt32LE(size, 12);
    out.write(descriptor);

    const entry = Buffer.alloc(46);
    entry.writeUInt32LE(0x02014b50, 0);
    entry.writeUInt16LE(20, 4);
    entry.writeUInt16LE(20, 6);
    entry.writeUInt16LE(0x0808, 8);
    entry.writeUInt16LE(8, 10);
    entry.writeUInt16LE(0, 12);
    entry.writeUInt16LE(0x21, 14);
    entry.writeUInt32LE(crc >>> 0, 16);
    entry.writeUInt32LE(compressed, 20);
    entry.writeUInt32LE(size, 24);
    entry.writeUInt16LE(nameBytes.length, 28);
    entry.writeUInt32LE(offset, 42);
    central.push(entry, nameBytes);
    offset += local.length + nameBytes.length + compressed + descriptor.length;
  };

  for (const [name, text] of Object.entries(smallParts)) await addEntry(name, () => [text]);
  await addEntry('xl/worksheets/sheet1.xml', function* () {
    const header = headers.map((h, i) => `<c r="${column(i)}1" t="inlineStr"><is><t>${escapeXml(h)}</t></is></c>`).join('');
    yield `${xmlHead}<worksheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"><sheetData><row r="1">${header}</row>`;
    const batch: string[] = [];
    for (let r = 2; r <= dataRows + 1; r++) {
      batch.push(`<row r="${r}"><c r="A${r}"><v>${r}</v></c></row>`);
      if (batch.length === 10_000) yield batch.splice(0).join('');
    }
    yield `${batch.join('')}</sheetData></worksheet>`;
  });

  const directory = Buffer.concat(central);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(central.length / 2, 8);
  end.writeUInt16LE(central.length / 2, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  out.write(directory);
  out.end(end);
  await once(out, 'finish');
  return { file, body: await readFile(file) };
}
