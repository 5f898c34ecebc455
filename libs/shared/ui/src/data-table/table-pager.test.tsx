import { renderUi } from '../test-render';
import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { parseJumpPage, TablePager } from './table-pager';

function renderPager(page: number, pageCount: number, limit = 10) {
  const onPage = vi.fn();
  const onLimit = vi.fn();
  const result = renderUi(<TablePager page={page} pageCount={pageCount} limit={limit} total={pageCount * limit} onPage={onPage} onLimit={onLimit} />);
  return { ...result, onPage, onLimit };
}

const pageButtons = () => screen.getAllByRole('button', { name: /^Sayfa \d+$/ }).map((b) => b.textContent);
const jump = (text: string) => {
  fireEvent.change(screen.getByLabelText('Sayfaya git'), { target: { value: text } });
  fireEvent.click(screen.getByRole('button', { name: 'Git' }));
};

describe('TablePager (spec §9 paging, spec §5 jump box)', () => {
  it('spec §9: shows the first, last, current and neighbouring pages with an ellipsis between', () => {
    const { container } = renderPager(10, 20);
    expect(pageButtons()).toEqual(['1', '9', '10', '11', '20']);
    expect(container.querySelectorAll('.mantine-Pagination-dots')).toHaveLength(2);
    expect(screen.getByRole('button', { name: 'Sayfa 10' }).getAttribute('aria-current')).toBe('page');
  });

  it('spec §9: near the start there is one ellipsis, before the last page', () => {
    const { container } = renderPager(1, 20);
    expect(pageButtons()).toEqual(['1', '2', '3', '4', '5', '20']);
    expect(container.querySelectorAll('.mantine-Pagination-dots')).toHaveLength(1);
  });

  it('spec §9: the first/previous/next/last buttons have Turkish names and move the page', () => {
    const { onPage } = renderPager(5, 20);
    for (const name of ['İlk sayfa', 'Önceki sayfa', 'Sonraki sayfa', 'Son sayfa']) fireEvent.click(screen.getByRole('button', { name }));
    expect(onPage.mock.calls.map(([p]) => p)).toEqual([1, 4, 6, 20]);
    fireEvent.click(screen.getByRole('button', { name: 'Sayfa 6' }));
    expect(onPage).toHaveBeenLastCalledWith(6);
  });

  it('spec §9: page sizes are 10, 25, 50 and 100', () => {
    const { onLimit } = renderPager(1, 3);
    const select = screen.getByLabelText('Sayfa başına kayıt') as HTMLSelectElement;
    expect([...select.options].map((o) => o.value)).toEqual(['10', '25', '50', '100']);
    expect(select.value).toBe('10');
    fireEvent.change(select, { target: { value: '50' } });
    expect(onLimit).toHaveBeenCalledWith(50);
  });

  it('spec §5: the jump box takes a page from 1 to the page count', () => {
    const { onPage } = renderPager(1, 12);
    jump('12');
    jump(' 7 ');
    expect(onPage.mock.calls.map(([p]) => p)).toEqual([12, 7]);
    expect((screen.getByLabelText('Sayfaya git') as HTMLInputElement).value).toBe('');
  });

  it('spec §5: the jump box ignores 0, a page beyond the count and anything not a whole number', () => {
    const { onPage } = renderPager(3, 12);
    for (const text of ['0', '13', 'abc', '2.5', '-1', '', '1e1']) jump(text);
    expect(onPage).not.toHaveBeenCalled();
    expect(parseJumpPage('12', 12)).toBe(12);
    expect(parseJumpPage('13', 12)).toBeNull();
    expect(parseJumpPage('0', 12)).toBeNull();
    expect(parseJumpPage('abc', 12)).toBeNull();
  });

  it('tells screen readers which records are shown', () => {
    renderUi(<TablePager page={2} pageCount={3} limit={10} total={23} onPage={() => {}} onLimit={() => {}} />);
    const status = screen.getByRole('status');
    expect(status.getAttribute('aria-live')).toBe('polite');
    expect(status.textContent).toBe('23 kayıttan 11–20 arası gösteriliyor');
  });
});
