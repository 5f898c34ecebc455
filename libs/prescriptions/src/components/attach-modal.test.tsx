import { notifications } from '@mantine/notifications';
import type { FindingDto } from '@portal/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AttachResult } from '../api/post-fast-attach';
import { renderPrescriptions } from '../test-harness';
import { area, prescription, prescriptionsApi, type Overrides } from '../testing/handlers';

vi.setConfig({ testTimeout: 60_000 });
afterEach(() => {
  notifications.clean();
  sessionStorage.clear();
});

const fast = () => prescription(1, { type: 2, producerId: null, productionAreaId: null, producer: null, productionArea: null });
const areas = [area(11), area(12, { name: 'Beykonak Serası 2' }), area(13, { name: 'Beykonak Serası 3' })];
const warning: FindingDto = { code: 'BEE_TOXIC', severity: 'warning', message: 'Arılar için yüksek derecede zehirli.', lineKey: 'L1' };
const error: FindingDto = { code: 'DOSE_ABOVE_MAX', severity: 'error', message: 'Doz ruhsatlı en yüksek dozun üstünde.', lineKey: 'L1' };
const made = (id: number, name: string): AttachResult => ({ productionAreaId: id, areaName: name, prescription: { id: 500 + id, prescriptionNo: `RCT-2026-${500 + id}` }, findings: [] });
const held = (id: number, name: string, finding: FindingDto): AttachResult => ({ productionAreaId: id, areaName: name, prescription: null, findings: [finding] });

/** Opens "Alanlara uygula" (or "Üreticilere uygula"), picks the options and applies. */
async function apply(button: 'Alanlara uygula' | 'Üreticilere uygula', options: RegExp[]) {
  await screen.findByRole('heading', { level: 1, name: 'Reçete RCT-2026-00001' });
  fireEvent.click(screen.getByRole('button', { name: button }));
  const dialog = await screen.findByRole('dialog', { name: button });
  const picker = within(dialog).getAllByLabelText(button === 'Alanlara uygula' ? /^Üretim alanları/ : /^Üreticiler/).find((el) => el.tagName === 'INPUT')!;
  for (const option of options) {
    fireEvent.click(picker);
    fireEvent.click(await screen.findByRole('option', { name: option }));
  }
  fireEvent.click(within(dialog).getByRole('button', { name: 'Uygula' }));
  return dialog;
}

describe('AttachModal: retry only where it can succeed', () => {
  it('an area held by warnings is offered again once they are acknowledged; an area an error blocked is not, and says why', async () => {
    const overrides: Overrides = {
      'POST prescription/fast-to-production-area': (call) =>
        (call.body as { productionAreaIds: number[] }).productionAreaIds.length === 3
          ? { body: { data: [made(11, 'Beykonak Serası 1'), held(12, 'Beykonak Serası 2', warning), held(13, 'Beykonak Serası 3', error)] } }
          : { body: { data: [made(12, 'Beykonak Serası 2')] } },
    };
    const api = prescriptionsApi({ prescriptions: [fast()], areas }, overrides);
    renderPrescriptions('/receteler/1');
    const dialog = await apply('Alanlara uygula', [/^Beykonak Serası 1 —/, /^Beykonak Serası 2 —/, /^Beykonak Serası 3 —/]);
    const results = await within(dialog).findByRole('table', { name: 'Uygulama sonuçları' });
    const row = (name: string) => within(results).getByRole('row', { name: new RegExp(name) });
    expect(within(row('Beykonak Serası 3')).getByText('Bu alan bir hata nedeniyle yazılamaz; yeniden denemek sonucu değiştirmez.')).toBeTruthy();
    expect(within(row('Beykonak Serası 2')).queryByText(/yeniden denemek sonucu değiştirmez/)).toBeNull();
    fireEvent.click(within(row('Beykonak Serası 2')).getByRole('checkbox', { name: 'Okudum, onaylıyorum' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Uyarıları onaylayıp yeniden dene' }));
    await waitFor(() => expect(api.callsOf('POST prescription/fast-to-production-area')).toHaveLength(2));
    // Only the area a retry can change is sent, as an area prescription like the first call made.
    expect(api.callsOf('POST prescription/fast-to-production-area')[1]!.body).toEqual({ prescriptionId: 1, productionAreaIds: [12], acknowledgedFindings: ['BEE_TOXIC:L1'], kind: 1 });
    await waitFor(() => expect(within(results).getAllByText('Oluşturuldu')).toHaveLength(2));
    // What is left is blocked by an error: nothing more to try.
    expect(within(dialog).queryByRole('button', { name: /yeniden dene/i })).toBeNull();
  });

  it('when every held area has an error, no retry is offered', async () => {
    prescriptionsApi({ prescriptions: [fast()], areas }, { 'POST prescription/fast-to-production-area': () => ({ body: { data: [held(11, 'Beykonak Serası 1', error)] } }) });
    renderPrescriptions('/receteler/1');
    const dialog = await apply('Alanlara uygula', [/^Beykonak Serası 1 —/]);
    await within(dialog).findByText('Denetime takıldı');
    expect(within(dialog).queryByRole('button', { name: /yeniden dene/i })).toBeNull();
    expect(within(dialog).getByRole('button', { name: 'Tamam' })).toBeTruthy();
  });

  it('a request that failed on the way (5xx) can be sent again as it was; one the API refused (4xx) cannot', async () => {
    let answer = 503;
    const api = prescriptionsApi(
      { prescriptions: [fast()], areas },
      { 'POST prescription/fast-to-production-area': () => (answer === 200 ? undefined : { status: answer, body: { code: answer === 503 ? 'SERVICE_UNAVAILABLE' : 'VALIDATION_ERROR', message: answer === 503 ? 'Servis şu an yanıt vermiyor.' : 'Geçersiz istek.' } }) },
    );
    renderPrescriptions('/receteler/1');
    const dialog = await apply('Alanlara uygula', [/^Beykonak Serası 1 —/]);
    const again = await within(dialog).findByRole('button', { name: 'Yeniden dene' });
    answer = 200;
    fireEvent.click(again);
    await within(dialog).findByRole('table', { name: 'Uygulama sonuçları' });
    const calls = api.callsOf('POST prescription/fast-to-production-area');
    expect(calls).toHaveLength(2);
    expect(calls[1]!.body).toEqual(calls[0]!.body);

    answer = 400;
    fireEvent.click(within(dialog).getByRole('button', { name: 'Tamam' }));
    await apply('Alanlara uygula', [/^Beykonak Serası 2 —/]);
    const refused = await screen.findByRole('dialog', { name: 'Alanlara uygula' });
    await within(refused).findByText('Geçersiz istek.');
    expect(within(refused).queryByRole('button', { name: 'Yeniden dene' })).toBeNull();
  });

  it('"Üreticilere uygula" tries its held areas again through the areas call as producer prescriptions (kind 0), not the areas already written', async () => {
    const api = prescriptionsApi(
      { prescriptions: [fast()], areas },
      { 'POST prescription/fast-to-producer': () => ({ body: { data: [made(11, 'Beykonak Serası 1'), held(12, 'Beykonak Serası 2', warning)] } }), 'POST prescription/fast-to-production-area': () => ({ body: { data: [made(12, 'Beykonak Serası 2')] } }) },
    );
    renderPrescriptions('/receteler/1');
    const dialog = await apply('Üreticilere uygula', [/^Mustafa Karataş/]);
    fireEvent.click(await within(dialog).findByRole('checkbox', { name: 'Okudum, onaylıyorum' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Uyarıları onaylayıp yeniden dene' }));
    await waitFor(() => expect(api.callsOf('POST prescription/fast-to-production-area')).toHaveLength(1));
    expect(api.callsOf('POST prescription/fast-to-production-area')[0]!.body).toEqual({ prescriptionId: 1, productionAreaIds: [12], acknowledgedFindings: ['BEE_TOXIC:L1'], kind: 0 });
  });
});
