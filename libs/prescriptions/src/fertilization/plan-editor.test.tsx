import { runLogoutResets } from '@portal/shared/api-client';
import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderPrescriptions } from '../test-harness';
import { planStorageKey } from './plan-draft';

afterEach(() => sessionStorage.clear());

const titleField = async () => (await screen.findByRole('textbox', { name: /Plan başlığı/ })) as HTMLInputElement;

describe('the fertilization plan being written (gubreleme-yaz)', () => {
  it('is kept in this tab from its first change, comes back on a fresh page, and logout forgets it', async () => {
    const key = planStorageKey(null);
    const first = renderPrescriptions('/gubreleme-yaz');
    fireEvent.change(await titleField(), { target: { value: 'Domates planı' } });
    expect(JSON.parse(sessionStorage.getItem(key) ?? 'null')).toMatchObject({ title: 'Domates planı' });
    first.unmount();

    const again = renderPrescriptions('/gubreleme-yaz');
    expect((await titleField()).value).toBe('Domates planı');

    act(() => runLogoutResets(again.store));
    expect(sessionStorage.getItem(key)).toBeNull();
    expect((await titleField()).value).toBe('');
  });

  it('nothing is kept before the first change', async () => {
    renderPrescriptions('/gubreleme-yaz');
    await titleField();
    expect(sessionStorage.getItem(planStorageKey(null))).toBeNull();
  });
});
