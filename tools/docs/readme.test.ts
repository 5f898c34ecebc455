// Keeps README.md true: every configuration variable the API reads is documented there.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '../..');
const readme = readFileSync(path.join(root, 'README.md'), 'utf8');
const configSource = readFileSync(path.join(root, 'apps/api/src/platform/config.ts'), 'utf8');

function configVariables(): string[] {
  const table = /export const CONFIG = \{([\s\S]*?)\n\}/.exec(configSource)?.[1] ?? '';
  return [...table.matchAll(/^ {2}([A-Z][A-Z0-9_]+):/gm)].map((m) => m[1]!);
}

describe('README.md', () => {
  it('shows the two commands', () => {
    expect(readme).toContain('npm start');
    expect(readme).toContain('npm test');
  });
  it('documents every configuration variable of apps/api/src/platform/config.ts', () => {
    const variables = configVariables();
    expect(variables.length).toBeGreaterThan(5);
    for (const name of variables) expect(readme, name).toContain(`\`${name}\``);
  });
});
