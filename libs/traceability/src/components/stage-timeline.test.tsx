// Register item 3 on the lot page: a register record on the lot's area shows among the stages,
// marked "Kayıt defterinden", without a delete button or the lot's photo strip.
import { renderWithProviders } from '@portal/shared/testing';
import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { stage } from '../testing/field-handlers';
import { StageTimeline } from './stage-timeline';

describe('StageTimeline with register records', () => {
  it('marks a register record read-only and keeps delete for the lot’s own stages', () => {
    const onDelete = vi.fn();
    const own = stage(7, 1, { kind: 'spraying', date: '2026-06-10', productName: 'Akarmek 18 EC', phiDays: 3 });
    // The same id as the lot's stage: a register record is told apart by its source.
    const fromRegister = stage(7, 1, { kind: 'harvest', date: '2026-06-14', amount: 1200, unit: 'kg', source: 'rct', registerRecordId: 7 });
    renderWithProviders(<StageTimeline lotId={1} stages={[own, fromRegister]} onDelete={onDelete} />);
    const items = within(screen.getByRole('list', { name: 'Aşamalar' })).getAllByRole('listitem');
    expect(items).toHaveLength(2);
    expect(within(items[0]!).getByRole('button', { name: /kaydını sil/ })).toBeTruthy();
    expect(within(items[0]!).queryByText('Kayıt defterinden')).toBeNull();
    expect(within(items[1]!).getByText('Kayıt defterinden')).toBeTruthy();
    expect(within(items[1]!).getByText('Miktar: 1.200 kg')).toBeTruthy();
    expect(within(items[1]!).queryByRole('button')).toBeNull();
  });
});
