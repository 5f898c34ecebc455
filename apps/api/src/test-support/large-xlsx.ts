// A valid .xlsx of many rows, written as a stream to a temp file in a second or two: the
// import limit tests need a file far past the limit (2,000,000 rows), and
// exceljs's own writer takes half a minute for that many. One sheet, the given header
// row, then rows of one number cell each, deflated; a minimal zip in Excel's part order
// (workbook, relationships and shared strings before the sheet).
import { once } from 'node:events';
import { createWriteStream } from 'node:fs';
import { mkdtemp, readFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { crc32, createDeflateRaw } from 'node:zlib';

const xmlHead = '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n';
const escapeXml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

const smallParts: Record<string, string> = {
  '[Content_Types].xml': `${xmlHead}<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/><Override PartName="/xl/worksheets/sheet1.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml"/><Override PartName="/xl/sharedStrings.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sharedStrings+xml"/></Types>`,
  '_rels/.rels': `${xmlHead}<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="xl/workbook.xml"/></Relationships>`,
  'xl/workbook.xml': `${xmlHead}<workbook xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main" xmlns:r="http://schemas.openxmlformats.org/officeDocument/2006/relationships"><sheets><sheet name="Sayfa1" sheetId="1" r:id="rId1"/></sheets></workbook>`,
  'xl/_rels/workbook.xml.rels': `${xmlHead}<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/worksheet" Target="worksheets/sheet1.xml"/><Relationship Id="rId2" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/sharedStrings" Target="sharedStrings.xml"/></Relationships>`,
  'xl/sharedStrings.xml': `${xmlHead}<sst xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main" count="0" uniqueCount="0"/>`,
};

const column = (i: number) => String.fromCharCode(65 + i);

/** Writes the .xlsx and answers its path and bytes. */
export async function writeLargeXlsx(headers: string[], dataRows: number): Promise<{ file: string; body: Buffer }> {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'large-xlsx-'));
  const file = path.join(dir, `rows-${dataRows}.xlsx`);
  const out = createWriteStream(file);
  const central: Buffer[] = [];
  let offset = 0;

  const addEntry = async (name: string, produce: () => Iterable<string>) => {
    const nameBytes = Buffer.from(name, 'utf8');
    const deflate = createDeflateRaw({ level: 9 });
    const chunks: Buffer[] = [];
    deflate.on('data', (chunk: Buffer) => chunks.push(chunk));
    const done = once(deflate, 'end');
    let crc = 0;
    let size = 0;
    for (const text of produce()) {
      const bytes = Buffer.from(text, 'utf8');
      crc = crc32(bytes, crc);
      size += bytes.length;
      if (!deflate.write(bytes)) await once(deflate, 'drain');
    }
    deflate.end();
    await done;
    const data = Buffer.concat(chunks);
    const header = (signature: number, central: boolean) => {
      const b = Buffer.alloc(central ? 46 : 30);
      let at = 0;
      b.writeUInt32LE(signature, at);
      at += 4;
      if (central) {
        b.writeUInt16LE(20, at);
        at += 2;
      }
      b.writeUInt16LE(20, at); // version needed
      b.writeUInt16LE(0x0800, at + 2); // UTF-8 names
      b.writeUInt16LE(8, at + 4); // deflate
      b.writeUInt16LE(0, at + 6);
      b.writeUInt16LE(0x21, at + 8); // 1980-01-01
      b.writeUInt32LE(crc >>> 0, at + 10);
      b.writeUInt32LE(data.length, at + 14);
      b.writeUInt32LE(size, at + 18);
      b.writeUInt16LE(nameBytes.length, at + 22);
      if (central) b.writeUInt32LE(offset, 42);
      return b;
    };
    const local = header(0x04034b50, false);
    central.push(header(0x02014b50, true), nameBytes);
    out.write(local);
    out.write(nameBytes);
    if (!out.write(data)) await once(out, 'drain');
    offset += local.length + nameBytes.length + data.length;
  };

  for (const [name, text] of Object.entries(smallParts)) await addEntry(name, () => [text]);
  await addEntry('xl/worksheets/sheet1.xml', function* () {
    const header = headers.map((h, i) => `<c r="${column(i)}1" t="inlineStr"><is><t>${escapeXml(h)}</t></is></c>`).join('');
    yield `${xmlHead}<worksheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"><sheetData><row r="1">${header}</row>`;
    const batch: string[] = [];
    for (let r = 2; r <= dataRows + 1; r++) {
      batch.push(`<row r="${r}"><c r="A${r}"><v>1</v></c></row>`);
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
