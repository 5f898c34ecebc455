// Phone-first lists: the "Filtreler (n)" drawer and rows as cards with the row's actions.
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { TextInput } from '@mantine/core';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { renderUi } from '../test-render';
import { FilterDrawer } from './filter-drawer';
import { RecordCard, RecordCardList } from './record-card';

/** Two text filters that apply as they change, like a list's. */
function Filters({ onChange }: { onChange?(values: Record<string, string>): void }) {
  const [values, setValues] = useState<Record<string, string>>({ il: 'Antalya', bitki: '' });
  const set = (next: Record<string, string>) => {
    setValues(next);
    onChange?.(next);
  };
  const active = Object.values(values).filter(Boolean).length;
  return (
    <>
      <output aria-label="Sonuç">{JSON.stringify(values)}</output>
      <FilterDrawer activeCount={active} onClear={() => set({ il: '', bitki: '' })}>
        <TextInput label="İl" value={values.il} onChange={(e) => set({ ...values, il: e.currentTarget.value })} />
        <TextInput label="Bitki" value={values.bitki} onChange={(e) => set({ ...values, bitki: e.currentTarget.value })} />
      </FilterDrawer>
    </>
  );
}

describe('FilterDrawer (phone-first lists: the filters behind one button)', () => {
  it('the button counts the set filters, in its text and in its accessible name', () => {
    renderUi(<Filters />);
    const button = screen.getByRole('button', { name: 'Filtreler, 1 filtre etkin' });
    expect(button.textContent).toBe('Filtreler (1)');
  });

  it('opens a drawer with the fields; a changed field applies and the count follows; Uygula closes it', async () => {
    const onChange = vi.fn();
    renderUi(<Filters onChange={onChange} />);
    fireEvent.click(screen.getByRole('button', { name: /^Filtreler/ }));
    const drawer = await screen.findByRole('dialog', { name: 'Filtreler (1)' });
    fireEvent.change(within(drawer).getByLabelText('Bitki'), { target: { value: 'Domates' } });
    expect(onChange).toHaveBeenLastCalledWith({ il: 'Antalya', bitki: 'Domates' });
    expect(screen.getByRole('button', { name: 'Filtreler, 2 filtre etkin', hidden: true }).textContent).toBe('Filtreler (2)');
    fireEvent.click(within(drawer).getByRole('button', { name: 'Uygula' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.getByLabelText('Sonuç').textContent).toContain('Domates');
  });

  it('Temizle clears every filter; with none set it is disabled and the button says so', async () => {
    renderUi(<Filters />);
    fireEvent.click(screen.getByRole('button', { name: /^Filtreler/ }));
    const drawer = await screen.findByRole('dialog');
    fireEvent.click(within(drawer).getByRole('button', { name: 'Temizle' }));
    expect(screen.getByLabelText('Sonuç').textContent).toBe(JSON.stringify({ il: '', bitki: '' }));
    expect(within(drawer).getByRole('button', { name: 'Temizle' }).hasAttribute('disabled')).toBe(true);
    expect(screen.getByRole('button', { name: 'Filtreler, etkin filtre yok', hidden: true }).textContent).toBe('Filtreler');
  });
});

describe('RecordCard (phone-first lists: a row as a card)', () => {
  it('shows the title, the declared fields as label–value pairs, the badge and the row menu named after the record', async () => {
    const onArchive = vi.fn();
    renderUi(
      <RecordCardList label="Üreticiler">
        <RecordCard
          name="Ayşe Demir"
          badge={<span>Aktif</span>}
          fields={[
            ['TC / VKN', '10000000146'],
            ['İl / İlçe', 'Antalya / Kumluca'],
            ['Cep telefonu', null],
          ]}
          actions={[
            { label: 'Düzenle', icon: null, to: '/ureticiler/7' },
            { label: 'Arşivle', icon: null, onClick: onArchive },
          ]}
        />
      </RecordCardList>,
    );
    const card = within(screen.getByRole('list', { name: 'Üreticiler' })).getByRole('listitem', { name: 'Ayşe Demir' });
    const terms = within(card).getAllByRole('term').map((t) => t.textContent);
    const values = within(card).getAllByRole('definition').map((d) => d.textContent);
    expect(terms).toEqual(['TC / VKN', 'İl / İlçe', 'Cep telefonu']);
    expect(values).toEqual(['10000000146', 'Antalya / Kumluca', '—']);
    expect(within(card).getByText('Aktif')).toBeTruthy();

    fireEvent.click(within(card).getByRole('button', { name: 'Ayşe Demir: işlemler' }));
    const menu = await screen.findByRole('menu');
    expect(within(menu).getByRole('menuitem', { name: 'Düzenle' }).getAttribute('href')).toBe('/ureticiler/7');
    fireEvent.click(within(menu).getByRole('menuitem', { name: 'Arşivle' }));
    expect(onArchive).toHaveBeenCalledOnce();
  });

  it('has no menu when the record has no action', () => {
    renderUi(
      <RecordCardList label="Partiler">
        <RecordCard name="P-1" fields={[]} actions={[]} />
      </RecordCardList>,
    );
    expect(screen.queryByRole('button')).toBeNull();
  });
});
