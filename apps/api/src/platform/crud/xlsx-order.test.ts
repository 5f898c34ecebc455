import JSZip from 'jszip';
import { describe, expect, it } from 'vitest';
import { writeXlsx } from './files';
import { inReaderOrder } from './xlsx-order';

async function zipOf(files: Array<[string, string]>): Promise<Buffer> {
  const zip = new JSZip();
  for (const [name, text] of files) zip.file(name, text, { createFolders: false });
  return zip.generateAsync({ type: 'nodebuffer', compression: 'DEFLATE', streamFiles: true });
}

describe('inReaderOrder (the parts of an .xlsx in the order the streaming reader needs)', () => {
  it('puts workbook, relations, shared strings and styles before the worksheets, keeping every part byte for byte', async () => {
    const body = await zipOf([
      ['xl/worksheets/sheet2.xml', '<b/>'],
      ['xl/worksheets/sheet1.xml', '<a/>'],
      ['docProps/app.xml', '<app/>'],
      ['xl/styles.xml', '<styles/>'],
      ['xl/sharedStrings.xml', '<sst/>'],
      ['xl/workbook.xml', '<workbook/>'],
      ['[Content_Types].xml', '<types/>'],
    ]);
    const ordered = await JSZip.loadAsync(inReaderOrder(body));
    expect(Object.keys(ordered.files)).toEqual([
      '[Content_Types].xml',
      'xl/workbook.xml',
      'xl/sharedStrings.xml',
      'xl/styles.xml',
      'docProps/app.xml',
      'xl/worksheets/sheet1.xml',
      'xl/worksheets/sheet2.xml',
    ]);
    expect(await ordered.file('xl/worksheets/sheet2.xml')!.async('string')).toBe('<b/>');
    expect(await ordered.file('xl/workbook.xml')!.async('string')).toBe('<workbook/>');
  });

  it('returns a file already in order, and anything that is not a readable zip, unchanged', async () => {
    const inOrder = await zipOf([
      ['xl/workbook.xml', '<w/>'],
      ['xl/worksheets/sheet1.xml', '<a/>'],
    ]);
    expect(inReaderOrder(inOrder)).toBe(inOrder);
    const notZip = Buffer.from('PK\u0003\u0004 not really a zip');
    expect(inReaderOrder(notZip)).toBe(notZip);
    const truncated = (await writeXlsx('İller', ['İl'], [['İZMİR']])).subarray(0, 200);
    expect(inReaderOrder(truncated)).toBe(truncated);
  });
});
