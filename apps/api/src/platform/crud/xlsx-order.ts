// exceljs' streaming reader handles a workbook's parts only in the order it expects: a sheet
// met before workbook.xml crashes it, and a sheet met before the shared strings goes through a
// temporary file that sometimes loses the header row. Any valid .xlsx may come in any order
// (exceljs' own writer zips its parts in no fixed order), so the parts are put in the reader's
// order first, by moving their compressed bytes: nothing is decompressed, so a zip bomb stays
// as cheap to refuse as before.

const EOCD = 0x06054b50;
const CENTRAL = 0x02014b50;
const LOCAL = 0x04034b50;
const DESCRIPTOR = 0x08074b50;
const ZIP64_MARK = 0xffffffff;

/** Parts the reader must see before any worksheet, in this order; worksheets come last. */
const FIRST = ['[Content_Types].xml', '_rels/.rels', 'xl/workbook.xml', 'xl/_rels/workbook.xml.rels', 'xl/sharedStrings.xml', 'xl/styles.xml'];
const WORKSHEET = /^xl\/worksheets\/sheet(\d+)\.xml$/;

interface Entry {
  name: string;
  central: Buffer;
  local: Buffer;
}

function rank(name: string): number {
  const first = FIRST.indexOf(name);
  if (first >= 0) return first;
  const sheet = WORKSHEET.exec(name);
  return sheet ? 1_000 + Number(sheet[1]) : 100;
}

/**
 * The same zip with its entries in the order exceljs' streaming reader needs. A file it cannot
 * read as a plain zip (ZIP64, a broken directory) is returned unchanged: the reader then says
 * what is wrong with it, as before.
 */
export function inReaderOrder(body: Buffer): Buffer {
  try {
    return reorder(body) ?? body;
  } catch {
    return body;
  }
}

function reorder(body: Buffer): Buffer | null {
  const eocd = findEocd(body);
  if (eocd < 0) return null;
  const count = body.readUInt16LE(eocd + 10);
  const directorySize = body.readUInt32LE(eocd + 12);
  const directoryStart = body.readUInt32LE(eocd + 16);
  if (count === 0xffff || directorySize === ZIP64_MARK || directoryStart === ZIP64_MARK) return null;
  if (directoryStart + directorySize > eocd) return null;

  const entries: Entry[] = [];
  let at = directoryStart;
  for (let i = 0; i < count; i++) {
    if (body.readUInt32LE(at) !== CENTRAL) return null;
    const flags = body.readUInt16LE(at + 8);
    const compressed = body.readUInt32LE(at + 20);
    const uncompressed = body.readUInt32LE(at + 24);
    const nameLength = body.readUInt16LE(at + 28);
    const length = 46 + nameLength + body.readUInt16LE(at + 30) + body.readUInt16LE(at + 32);
    const offset = body.readUInt32LE(at + 42);
    if (compressed === ZIP64_MARK || uncompressed === ZIP64_MARK || offset === ZIP64_MARK) return null;
    const name = body.toString('utf8', at + 46, at + 46 + nameLength);
    const local = localRecord(body, offset, compressed, (flags & 8) !== 0);
    if (!local) return null;
    entries.push({ name, central: Buffer.from(body.subarray(at, at + length)), local });
    at += length;
  }

  const ordered = entries.map((entry, index) => ({ entry, index })).sort((a, b) => rank(a.entry.name) - rank(b.entry.name) || a.index - b.index);
  if (ordered.every(({ index }, position) => index === position)) return null;

  const parts: Buffer[] = [];
  let offset = 0;
  for (const { entry } of ordered) {
    entry.central.writeUInt32LE(offset, 42);
    parts.push(entry.local);
    offset += entry.local.length;
  }
  const newDirectoryStart = offset;
  for (const { entry } of ordered) parts.push(entry.central);
  const end = Buffer.from(body.subarray(eocd));
  end.writeUInt32LE(newDirectoryStart, 16);
  parts.push(end);
  return Buffer.concat(parts);
}

/** The local header, name, extra field, data and data descriptor of one entry. */
function localRecord(body: Buffer, offset: number, compressed: number, hasDescriptor: boolean): Buffer | null {
  if (offset + 30 > body.length || body.readUInt32LE(offset) !== LOCAL) return null;
  let end = offset + 30 + body.readUInt16LE(offset + 26) + body.readUInt16LE(offset + 28) + compressed;
  if (hasDescriptor) end += end + 4 <= body.length && body.readUInt32LE(end) === DESCRIPTOR ? 16 : 12;
  if (end > body.length) return null;
  return Buffer.from(body.subarray(offset, end));
}

/** The end-of-central-directory record, searched back over at most a 64 KiB comment. */
function findEocd(body: Buffer): number {
  for (let at = body.length - 22; at >= Math.max(0, body.length - 22 - 0xffff); at--) {
    if (body.readUInt32LE(at) === EOCD && at + 22 + body.readUInt16LE(at + 20) === body.length) return at;
  }
  return -1;
}
