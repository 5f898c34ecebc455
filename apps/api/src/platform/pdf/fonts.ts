// The PDFs' typeface: DejaVu Sans, embedded (subset), so every Turkish letter (İ ı Ş ş Ğ ğ)
// prints and copies out as text on any reader. The standard PDF fonts have no ı, İ, ş, ğ.
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';

export interface PdfFontFiles {
  regular: string;
  bold: string;
}

/**
 * Resolved like a module, from `from` (this file): the built API is one bundle,
 * dist/apps/api/main.js, with node_modules external, and Node finds the package from there
 * exactly as from src/. Nothing is copied beside the bundle.
 */
export function resolvePdfFonts(from: string | URL = import.meta.url): PdfFontFiles {
  const require = createRequire(from);
  const files = {
    regular: require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans.ttf'),
    bold: require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans-Bold.ttf'),
  };
  for (const file of Object.values(files)) if (!existsSync(file)) throw new Error(`PDF font missing: ${file}`);
  return files;
}

// Resolved once at start: an installation without the font fails at once, not at the first PDF.
export const pdfFonts: PdfFontFiles = resolvePdfFonts();
