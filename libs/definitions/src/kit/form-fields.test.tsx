import { notifications } from '@mantine/notifications';
import { dateField, definitionRowSchema, numberField, optionalText, refIdSchema, requiredText } from '@portal/contracts';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { defineSection } from './section-view';
import { renderSection } from './test-kit';
import { plantRow, startDefinitionsApi, type DefinitionsApi, type Row } from '../testing/handlers';

vi.setConfig({ testTimeout: 120_000 });

// A made-up section with every field kind, on the units route (the kit is section-agnostic).
const inputSchema = z.object({
  name: requiredText('Ad', 50),
  note: optionalText('Not'),
  rate: numberField('Oran', { min: 0, max: 100 }),
  kind: z.union([z.literal(1), z.literal(2)], { error: 'Tür seçin' }),
  plantId: refIdSchema('Bitki'),
  active: z.boolean(),
  validFrom: dateField('Başlangıç'),
});
const itemSchema = definitionRowSchema.extend({
  name: z.string(),
  note: z.string().nullable(),
  rate: z.number(),
  kind: z.number(),
  plantId: z.number(),
  plantName: z.string(),
  active: z.boolean(),
  validFrom: z.string(),
});
const sampleView = defineSection({
  section: 'olcu-birimi',
  itemSchema,
  inputSchema,
  name: (item) => item.name,
  columns: [{ key: 'name', header: 'Ad' }],
  fields: [
    { kind: 'text', name: 'name', label: 'Ad', required: true },
    { kind: 'textarea', name: 'note', label: 'Not' },
    { kind: 'number', name: 'rate', label: 'Oran', required: true, min: 0, max: 100 },
    { kind: 'select', name: 'kind', label: 'Tür', required: true, options: [{ value: 1, label: 'Katı' }, { value: 2, label: 'Sıvı' }] },
    { kind: 'ref', name: 'plantId', label: 'Bitki', required: true, section: 'bitki-tanimi' },
    { kind: 'switch', name: 'active', label: 'Kullanımda' },
    { kind: 'date', name: 'validFrom', label: 'Başlangıç', required: true },
  ],
});

const API = 'definition/unit';
let server: DefinitionsApi | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
  notifications.clean();
});

const plants = [plantRow(3, 'Domates'), plantRow(4, 'Biber'), plantRow(5, 'Patlıcan')];
async function renderSample(path: string, rows: Row[] = []) {
  server = await startDefinitionsApi(API, rows);
  server.handle({
    'GET definition/plant': ({ query }) => {
      const id = query.get('id');
      if (id) return { body: { data: plants.find((p) => p.id === Number(id)) } };
      const search = query.get('search') ?? '';
      const data = plants.filter((p) => String(p.name).includes(search));
      return { body: { data, count: data.length } };
    },
    [`POST ${API}`]: ({ body }) => ({ status: 201, body: { data: { ...(body as object), id: 1, plantName: 'Biber', status: true, sample: false, updatedAt: '2025-03-05T00:00:00Z' } } }),
  });
  return { ...renderSection(sampleView, server.client(), path), server };
}
/** The input labelled `label` (a select's open list carries the same label). */
const field = (label: string) =>
  screen.getAllByLabelText(new RegExp(`^${label}( \\*)?$`)).find((el) => el.tagName === 'INPUT' || el.tagName === 'TEXTAREA') as HTMLInputElement;

describe('form field kinds (kit/README.md)', () => {
  it('text, textarea, number, select, ref, switch and date fill the request body the schema expects', async () => {
    const { router } = await renderSample('/olcu-birimi/ekle');
    fireEvent.change(field('Ad'), { target: { value: ' Kilogram ' } });
    fireEvent.change(field('Not'), { target: { value: 'Katı ürünler için' } });
    fireEvent.change(field('Oran'), { target: { value: '12.5' } });

    fireEvent.click(field('Tür'));
    fireEvent.click(await screen.findByRole('option', { name: 'Sıvı' }));

    field('Bitki').focus(); // Mantine takes typing only into the focused box (else it is autofill)
    fireEvent.click(field('Bitki'));
    fireEvent.change(field('Bitki'), { target: { value: 'Bib' } });
    await waitFor(() => expect(server?.hitsOf('GET definition/plant').some((h) => h.query.get('search') === 'Bib')).toBe(true));
    fireEvent.change(field('Bitki'), { target: { value: 'Bi' } });
    fireEvent.click(await screen.findByRole('option', { name: 'Biber' }));
    expect(server?.hitsOf('GET definition/plant').every((h) => h.query.get('limit') === '25' || h.query.has('id'))).toBe(true);

    fireEvent.click(field('Kullanımda'));
    await screen.findAllByLabelText(/^Başlangıç/); // the date input is loaded on demand
    field('Başlangıç').focus();
    fireEvent.change(field('Başlangıç'), { target: { value: '05.03.2025' } });
    fireEvent.blur(field('Başlangıç'));

    fireEvent.click(screen.getByRole('button', { name: 'Kaydet' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/olcu-birimi'));
    expect(server?.hitsOf(`POST ${API}`).map((h) => h.body)).toEqual([
      { name: 'Kilogram', note: 'Katı ürünler için', rate: 12.5, kind: 2, plantId: 4, active: true, validFrom: '2025-03-05' },
    ]);
  });
});

describe('form field kinds: editing', () => {
  it('fills each kind from the row; a ref shows the chosen record’s name, fetched by id', async () => {
    const row: Row = { id: 1, name: 'Litre', note: null, rate: 2.5, kind: 2, plantId: 5, plantName: 'Patlıcan', active: true, validFrom: '2025-03-05', status: true, sample: false, updatedAt: '2025-03-05T00:00:00Z' };
    await renderSample('/olcu-birimi/guncelle/1', [row]);
    await waitFor(() => expect(field('Ad').value).toBe('Litre'));
    expect(field('Not').value).toBe('');
    expect(field('Oran').value).toBe('2.5');
    expect(field('Tür').value).toBe('Sıvı');
    await waitFor(() => expect(field('Bitki').value).toBe('Patlıcan'));
    expect(server?.hitsOf('GET definition/plant').some((h) => h.query.get('id') === '5')).toBe(true);
    expect(field('Kullanımda').checked).toBe(true);
    await waitFor(() => expect(field('Başlangıç').value).toBe('05.03.2025'));
  });
});
