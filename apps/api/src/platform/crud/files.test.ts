import ExcelJS from 'exceljs';
import JSZip from 'jszip';
import { describe, expect, it } from 'vitest';
import { detectFormat, readSheet, UnreadableFileError, writeCsv, writeXlsx } from './files';

const limit = { maxRows: 20_000 };
const XlsxType = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
const turkishRows = [
  ['İZMİR', 'ığdır', 35, true],
  ['Ş Ğ Ü Ö Ç', 'şğüöç İı', -3.5, null],
  ['Çeşme; "Alaçatı"', 'iki\nsatır', 0.1, false],
];

const csv = (text: string) => Buffer.from(text, 'utf8');

/** A real .xlsx whose first sheet holds `rows` as given (row 1 first). */
async function xlsx(rows: ExcelJS.CellValue[][], build?: (sheet: ExcelJS.Worksheet) => void): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('Veri');
  rows.forEach((values, i) => values.forEach((value, j) => (sheet.getCell(i + 1, j + 1).value = value)));
  build?.(sheet);
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

async function unreadable(promise: Promise<unknown>): Promise<string> {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(UnreadableFileError);
  return (error as Error).message;
}

describe('writeCsv', () => {
  it('writes UTF-8 with a BOM, `;` between cells and CRLF between rows', () => {
    const out = writeCsv(['Ad', 'Kod'], [['İZMİR', 35]]);
    expect([...out.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(out.subarray(3).toString('utf8')).toBe('Ad;Kod\r\nİZMİR;35\r\n');
  });

  it('quotes cells holding the separator, quotes or line breaks', () => {
    // A lone \n must be quoted too, not only the CRLF record delimiter.
    const out = writeCsv(['A'], [['x;y'], ['5" boru'], ['iki\nsatır'], ['a\rb']]).toString('utf8');
    expect(out).toContain('"x;y"\r\n"5"" boru"\r\n"iki\nsatır"\r\n"a\rb"\r\n');
  });

  it('writes null as empty, booleans as true/false and numbers with a dot', () => {
    expect(writeCsv(['A', 'B', 'C'], [[null, false, 0.25]]).toString('utf8')).toContain('\r\n;false;0.25\r\n');
  });

  it('prefixes cells Excel would evaluate as formulas with a quote, but not plain negative numbers', () => {
    const payloads = ['=1+1', '+cmd', '-2+3+cmd|\' /C calc\'!A0', '@SUM(A1)', '\tx', '\rx'];
    const out = writeCsv(['A'], [...payloads.map((p) => [p]), ['-3.5'], ['-12'], ['-3,5'], [-7]]).toString('utf8');
    const lines = out.replace(/^\uFEFF/, '').split('\r\n');
    for (const payload of payloads) expect(out).toContain(`'${payload}`);
    // Plain negative numbers evaluate to themselves.
    expect(lines.slice(-5, -1)).toEqual(['-3.5', '-12', '-3,5', '-7']);
  });
});

describe('readSheet (CSV)', () => {
  it('round-trips writeCsv output with Turkish text', async () => {
    const sheet = await readSheet(writeCsv(['İl', 'Açıklama', 'Kod', 'Aktif'], turkishRows), 'csv', limit);
    expect(sheet).toEqual({
      headers: ['İl', 'Açıklama', 'Kod', 'Aktif'],
      rows: [
        { row: 2, cells: ['İZMİR', 'ığdır', '35', 'true'] },
        { row: 3, cells: ['Ş Ğ Ü Ö Ç', 'şğüöç İı', '-3.5', ''] },
        { row: 4, cells: ['Çeşme; "Alaçatı"', 'iki\nsatır', '0.1', 'false'] },
      ],
    });
  });

  it('round-trips formula-guarded cells unchanged', async () => {
    const sheet = await readSheet(writeCsv(['A'], [['=1+1'], ['@x'], ['-']]), 'csv', limit);
    expect(sheet.rows.map((r) => r.cells[0])).toEqual(['=1+1', '@x', '-']);
  });

  it('reads UTF-8 without a BOM and trims cells', async () => {
    const sheet = await readSheet(csv('  Ad ;Kod\n Muğla ; 48 \n'), 'csv', limit);
    expect(sheet).toEqual({ headers: ['Ad', 'Kod'], rows: [{ row: 2, cells: ['Muğla', '48'] }] });
  });

  it('detects comma- and tab-delimited files', async () => {
    const comma = await readSheet(csv('Ad,Kod,Not\nİzmir,35,"a;b"\n'), 'csv', limit);
    expect(comma.rows[0]!.cells).toEqual(['İzmir', '35', 'a;b']);
    const tab = await readSheet(csv('Ad\tKod\nIğdır\t76\n'), 'csv', limit);
    expect(tab).toEqual({ headers: ['Ad', 'Kod'], rows: [{ row: 2, cells: ['Iğdır', '76'] }] });
  });

  it('counts delimiters in the header outside quotes only', async () => {
    // Two commas inside the quoted header, but `;` separates the columns.
    const sheet = await readSheet(csv('"Ad, Soyad, Unvan";Kod\nAyşe;1\n'), 'csv', limit);
    expect(sheet.headers).toEqual(['Ad, Soyad, Unvan', 'Kod']);
  });

  it('reads quoted cells with line breaks, separators and doubled quotes as one row', async () => {
    const sheet = await readSheet(csv('Ad;Not\r\n"Çay";"ilk satır\r\nikinci; satır ""alıntı"""\r\nKaş;son\r\n'), 'csv', limit);
    expect(sheet.rows).toEqual([
      { row: 2, cells: ['Çay', 'ilk satır\r\nikinci; satır "alıntı"'] },
      // Still spreadsheet row 3: the line break was inside a cell.
      { row: 3, cells: ['Kaş', 'son'] },
    ]);
  });

  it('decodes a windows-1254 file (Turkish Excel "CSV") when the bytes are not UTF-8', async () => {
    // "Ad;Not\nİşğ;IĞDIR" in windows-1254: İ=0xDD, ş=0xFE, ğ=0xF0, Ğ=0xD0.
    const body = Buffer.concat([Buffer.from('Ad;Not\n'), Buffer.from([0xdd, 0xfe, 0xf0]), Buffer.from(';I'), Buffer.from([0xd0]), Buffer.from('DIR\n')]);
    const sheet = await readSheet(body, 'csv', limit);
    expect(sheet.rows).toEqual([{ row: 2, cells: ['İşğ', 'IĞDIR'] }]);
  });

  it('decodes UTF-16LE with a BOM (Excel "Unicode text")', async () => {
    const body = Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from('Ad\tKod\nŞanlıurfa\t63\n', 'utf16le')]);
    expect((await readSheet(body, 'csv', limit)).rows).toEqual([{ row: 2, cells: ['Şanlıurfa', '63'] }]);
  });

  it('pads short rows and drops cells beyond the last header', async () => {
    const sheet = await readSheet(csv('A;B;C\n1\n1;2;3;4\n'), 'csv', limit);
    expect(sheet.rows.map((r) => r.cells)).toEqual([
      ['1', '', ''],
      ['1', '2', '3'],
    ]);
  });

  it('ignores trailing empty header cells Excel leaves behind', async () => {
    expect((await readSheet(csv('Ad;Kod;;\nA;1;;\n'), 'csv', limit)).headers).toEqual(['Ad', 'Kod']);
  });

  it('skips fully empty rows but keeps the row numbers of the others', async () => {
    const sheet = await readSheet(csv('Ad;Kod\nAdana;1\n;\n\nBursa;16\n'), 'csv', limit);
    expect(sheet.rows.map((r) => r.row)).toEqual([2, 5]);
  });

  it('accepts a header-only file with 0 rows', async () => {
    expect(await readSheet(writeCsv(['Ad', 'Kod'], []), 'csv', limit)).toEqual({ headers: ['Ad', 'Kod'], rows: [] });
  });

  it('rejects an empty file, a BOM-only file and one with only blank lines', async () => {
    for (const body of [Buffer.alloc(0), Buffer.from([0xef, 0xbb, 0xbf]), csv('\r\n\r\n;;\r\n')]) {
      expect(await unreadable(readSheet(body, 'csv', limit))).toMatch(/boş/);
    }
  });

  it('rejects a file whose first row is empty', async () => {
    expect(await unreadable(readSheet(csv(';\nAdana;1\n'), 'csv', limit))).toMatch(/başlık/);
  });

  it('rejects more than maxRows data rows, naming the limit', async () => {
    const body = writeCsv(['Ad'], Array.from({ length: 21 }, (_, i) => [`il ${i}`]));
    expect(await unreadable(readSheet(body, 'csv', { maxRows: 20 }))).toContain('en fazla 20 satır');
    const big = writeCsv(['Ad'], Array.from({ length: 20_001 }, (_, i) => [i]));
    expect(await unreadable(readSheet(big, 'csv', { maxRows: 20_000 }))).toContain('Dosyada en fazla 20.000 satır olabilir');
    // Exactly the limit is fine.
    expect((await readSheet(body, 'csv', { maxRows: 21 })).rows).toHaveLength(21);
  });

  it('rejects duplicate header names, also when they differ only in case', async () => {
    expect(await unreadable(readSheet(csv('Ad;Kod;Ad\n1;2;3\n'), 'csv', limit))).toContain('"Ad"');
    expect(await unreadable(readSheet(csv('İl;il\n1;2\n'), 'csv', limit))).toContain('"il"');
  });

  it('rejects an unclosed quote with its line number', async () => {
    expect(await unreadable(readSheet(csv('Ad;Kod\nA;1\n"B;2\n'), 'csv', limit))).toMatch(/3\. satırda.*tırnak/);
  });

  it('rejects binary content labelled as CSV', async () => {
    expect(await unreadable(readSheet(Buffer.from([0x41, 0x00, 0x42, 0x3b]), 'csv', limit))).toMatch(/biçiminde değil/);
  });
});

describe('writeXlsx / readSheet (XLSX)', () => {
  it('round-trips Turkish text, numbers, booleans and nulls', async () => {
    const body = await writeXlsx('İller', ['İl', 'Açıklama', 'Kod', 'Aktif'], turkishRows);
    expect(await readSheet(body, 'xlsx', limit)).toEqual({
      headers: ['İl', 'Açıklama', 'Kod', 'Aktif'],
      rows: [
        { row: 2, cells: ['İZMİR', 'ığdır', '35', 'true'] },
        { row: 3, cells: ['Ş Ğ Ü Ö Ç', 'şğüöç İı', '-3.5', ''] },
        { row: 4, cells: ['Çeşme; "Alaçatı"', 'iki\nsatır', '0.1', 'false'] },
      ],
    });
  });

  it.each([
    ['the worksheet first', ['xl/worksheets/sheet1.xml', 'xl/workbook.xml']],
    ['the worksheet before the shared strings and the styles', ['xl/worksheets/sheet1.xml', 'xl/sharedStrings.xml', 'xl/styles.xml']],
    ['the shared strings, then the worksheet, then workbook.xml', ['xl/_rels/workbook.xml.rels', 'xl/sharedStrings.xml', 'xl/worksheets/sheet1.xml', 'xl/workbook.xml']],
  ])('reads a valid file whatever the order of its parts: %s', async (_name, first) => {
    // exceljs' own writer zips its parts in no fixed order, and other tools differ too.
    const written = await JSZip.loadAsync(await writeXlsx('İller', ['İl', 'Kod'], [['İZMİR', 35]]));
    const names = Object.keys(written.files).filter((n) => !written.files[n]!.dir);
    const reordered = new JSZip();
    for (const name of [...first.filter((n) => names.includes(n)), ...names.filter((n) => !first.includes(n))]) {
      reordered.file(name, await written.file(name)!.async('uint8array'), { createFolders: false });
    }
    const body = await reordered.generateAsync({ type: 'nodebuffer' });
    expect(Object.keys((await JSZip.loadAsync(body)).files)[0]).toBe(first[0]);
    // Read several times: exceljs' temporary-file path lost the header row now and then.
    for (let i = 0; i < 10; i++) {
      expect(await readSheet(body, 'xlsx', limit)).toEqual({ headers: ['İl', 'Kod'], rows: [{ row: 2, cells: ['İZMİR', '35'] }] });
    }
  });

  it('writes a bold frozen header, numbers as numbers, null as empty and fitted, capped widths', async () => {
    const long = 'x'.repeat(200);
    const body = await writeXlsx('Ürünler', ['Ad', 'Doz', 'Not'], [['Kısa', 1.25, null], ['Bir', -2, long]]);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(body as unknown as ExcelJS.Buffer);
    const sheet = workbook.worksheets[0]!;
    expect(sheet.name).toBe('Ürünler');
    expect(sheet.getCell('A1').font?.bold).toBe(true);
    expect(sheet.views[0]).toMatchObject({ state: 'frozen', ySplit: 1 });
    expect(sheet.getCell('B2').value).toBe(1.25);
    expect(sheet.getCell('C2').value).toBeNull();
    expect(sheet.getColumn(1).width).toBeLessThan(sheet.getColumn(3).width!);
    expect(sheet.getColumn(3).width).toBeLessThanOrEqual(60);
  });

  it('sanitises the sheet name to Excel rules', async () => {
    const names = async (name: string) => {
      const workbook = new ExcelJS.Workbook();
      await workbook.xlsx.load((await writeXlsx(name, ['A'], [])) as unknown as ExcelJS.Buffer);
      return workbook.worksheets[0]!.name;
    };
    expect(await names('Bitki Koruma Ürünleri / Etken Maddeler [2024]')).toBe('Bitki Koruma Ürünleri   Etken M');
    expect(await names('')).toBe('Sayfa1');
  });

  it('keeps formula-like text as text (no quote needed in xlsx)', async () => {
    const sheet = await readSheet(await writeXlsx('A', ['A'], [['=1+1']]), 'xlsx', limit);
    expect(sheet.rows[0]!.cells).toEqual(['=1+1']);
  });

  it('reads dates, rich text, formulas, hyperlinks, booleans and numbers as text', async () => {
    const body = await xlsx([
      ['Tarih', 'Ad', 'Toplam', 'Bağlantı', 'Aktif', 'Oran'],
      [
        new Date(Date.UTC(2024, 2, 15)),
        { richText: [{ text: 'İZ', font: { bold: true } }, { text: 'MİR' }] },
        { formula: 'F2*2', result: 0.7000000000000001 },
        { text: 'Bakanlık', hyperlink: 'https://www.tarimorman.gov.tr' },
        false,
        0.35,
      ],
    ]);
    expect((await readSheet(body, 'xlsx', limit)).rows).toEqual([{ row: 2, cells: ['2024-03-15', 'İZMİR', '0.7', 'Bakanlık', 'false', '0.35'] }]);
  });

  it('reads the first worksheet only', async () => {
    const body = await xlsx([['Ad'], ['birinci']], (sheet) => sheet.workbook.addWorksheet('İkinci').addRow(['Başka']));
    expect(await readSheet(body, 'xlsx', limit)).toEqual({ headers: ['Ad'], rows: [{ row: 2, cells: ['birinci'] }] });
  });

  it('skips fully empty rows but keeps the row numbers of the others', async () => {
    const body = await xlsx([['Ad', 'Kod'], ['Adana', 1], [], ['  ', null], ['Bursa', 16]]);
    expect((await readSheet(body, 'xlsx', limit)).rows).toEqual([
      { row: 2, cells: ['Adana', '1'] },
      { row: 5, cells: ['Bursa', '16'] },
    ]);
  });

  it('accepts a header-only sheet with 0 rows', async () => {
    expect(await readSheet(await writeXlsx('A', ['Ad'], []), 'xlsx', limit)).toEqual({ headers: ['Ad'], rows: [] });
  });

  it('rejects an empty sheet, an empty file and a sheet whose first row is empty', async () => {
    expect(await unreadable(readSheet(await xlsx([]), 'xlsx', limit))).toMatch(/boş/);
    expect(await unreadable(readSheet(Buffer.alloc(0), 'xlsx', limit))).toMatch(/boş/);
    expect(await unreadable(readSheet(await xlsx([[], ['Ad'], ['x']]), 'xlsx', limit))).toMatch(/başlık/);
  });

  it('rejects a corrupt xlsx', async () => {
    const good = await writeXlsx('A', ['Ad'], [['x']]);
    const truncated = good.subarray(0, good.length / 2);
    expect(await unreadable(readSheet(truncated, 'xlsx', limit))).toMatch(/Excel dosyası okunamadı/);
    const garbage = Buffer.concat([Buffer.from('PK\x03\x04'), Buffer.from('bozuk içerik')]);
    expect(await unreadable(readSheet(garbage, 'xlsx', limit))).toMatch(/Excel dosyası okunamadı/);
  });

  it('rejects more than maxRows data rows and duplicate headers', async () => {
    const many = await writeXlsx('A', ['Ad'], Array.from({ length: 6 }, (_, i) => [i]));
    expect(await unreadable(readSheet(many, 'xlsx', { maxRows: 5 }))).toContain('en fazla 5 satır');
    expect(await unreadable(readSheet(await xlsx([['Kod', 'Ad', 'Kod']]), 'xlsx', limit))).toContain('"Kod"');
  });
});

describe('detectFormat', () => {
  const text = csv('Ad;Kod\n');
  const zip = Buffer.from('PK\x03\x04rest', 'latin1');

  it('goes by the content type', () => {
    expect(detectFormat('text/csv; charset=utf-8', text)).toBe('csv');
    expect(detectFormat('application/vnd.ms-excel', text)).toBe('csv');
    expect(detectFormat(XlsxType, Buffer.from('x'))).toBe('xlsx');
    expect(detectFormat('application/json', text)).toBeNull();
    expect(detectFormat(undefined, text)).toBeNull();
  });

  it('recognises xlsx by its zip magic bytes whatever the label says', async () => {
    const real = await writeXlsx('A', ['Ad'], []);
    expect(detectFormat(undefined, real)).toBe('xlsx');
    expect(detectFormat('application/octet-stream', zip)).toBe('xlsx');
    expect(detectFormat('text/csv', zip)).toBe('xlsx');
  });

  it('turns down a legacy binary .xls even when labelled as Excel', () => {
    const xls = Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1, 0, 0]);
    expect(detectFormat('application/vnd.ms-excel', xls)).toBeNull();
  });
});
