// Reading PDFs back in tests with poppler-utils (pdftotext, pdffonts, pdfinfo, pdfimages;
// `npm test` installs them): what a reader and a copy-paste would actually get.
import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);

/** Writes the PDF to a temporary file, runs `tool args… file` and returns its output. */
async function poppler(tool: string, pdf: Buffer, args: string[] = []): Promise<string> {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'pdf-test-'));
  try {
    const file = path.join(dir, 'document.pdf');
    await writeFile(file, pdf);
    const { stdout } = await run(tool, [...args, file, ...(tool === 'pdftotext' ? ['-'] : [])], { encoding: 'utf8', maxBuffer: 32 * 1024 * 1024 });
    return stdout;
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

/** `pdftotext -layout` of the whole document, or of one page (1-based). */
export function pdfText(pdf: Buffer, page?: number): Promise<string> {
  return poppler('pdftotext', pdf, ['-layout', '-enc', 'UTF-8', ...(page ? ['-f', String(page), '-l', String(page)] : [])]);
}

export interface PdfFontRow {
  name: string;
  type: string;
  embedded: boolean;
  /** Has a ToUnicode map: copied text comes out as the letters printed. */
  unicode: boolean;
}

/** The fonts `pdffonts` lists (those the pages use). */
export async function pdfFonts(pdf: Buffer): Promise<PdfFontRow[]> {
  const lines = (await poppler('pdffonts', pdf)).trimEnd().split('\n').slice(2);
  return lines.map((line) => {
    // name, type (may contain spaces), encoding, emb, sub, uni, object id: the flags are the last five columns.
    const cols = line.trim().split(/\s+/);
    const [emb, , uni] = cols.slice(-5);
    return { name: cols[0]!, type: cols.slice(1, -6).join(' '), embedded: emb === 'yes', unicode: uni === 'yes' };
  });
}

/** `pdfinfo` as key → value (Title, Author, Producer, CreationDate, Pages…). */
export async function pdfInfo(pdf: Buffer): Promise<Record<string, string>> {
  const info: Record<string, string> = {};
  for (const line of (await poppler('pdfinfo', pdf, ['-isodates'])).split('\n')) {
    const at = line.indexOf(':');
    if (at > 0) info[line.slice(0, at).trim()] = line.slice(at + 1).trim();
  }
  return info;
}

/** The images of the pages (`pdfimages -list`), soft masks left out. */
export async function pdfImages(pdf: Buffer): Promise<{ page: number; width: number; height: number }[]> {
  const lines = (await poppler('pdfimages', pdf, ['-list'])).trimEnd().split('\n').slice(2);
  return lines
    .map((line) => line.trim().split(/\s+/))
    .filter((cols) => cols[2] === 'image')
    .map((cols) => ({ page: Number(cols[0]), width: Number(cols[3]), height: Number(cols[4]) }));
}
