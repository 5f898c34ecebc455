import { Button, Drawer, Group, Stack } from '@mantine/core';
import { IconFilter } from '@tabler/icons-react';
import { useState, type ReactNode } from 'react';

/** "Filtreler", or "Filtreler (2)" when two filters are set. */
export const filtersButtonText = (activeCount: number) => (activeCount > 0 ? `Filtreler (${activeCount})` : 'Filtreler');

/** What a screen reader hears: "Filtreler, 2 filtre etkin". */
export const filtersButtonName = (activeCount: number) => `Filtreler, ${activeCount > 0 ? `${activeCount} filtre etkin` : 'etkin filtre yok'}`;

export interface FilterDrawerProps {
  /** How many filters are set (the search box not counted). */
  activeCount: number;
  /** The filter fields; they apply as they change, as on a wide screen. */
  children: ReactNode;
  /** 'Temizle': sets every filter back (the fields should show it, e.g. by a new `key`). */
  onClear(): void;
  /** Called by 'Uygula' before the drawer closes (for fields that hold a draft). */
  onApply?(): void;
}

/**
 * The filters of a list on a phone-wide screen: one "Filtreler (n)" button that opens a bottom
 * drawer with the same fields, 'Temizle' and 'Uygula' (closes). The drawer keeps its fields
 * mounted while closed, so a text field's pending (debounced) value still arrives. Usage:
 *
 *   const narrow = useNarrowScreen();
 *   narrow ? <FilterDrawer activeCount={n} onClear={clearAll}>{fields}</FilterDrawer> : fields
 */
export function FilterDrawer({ activeCount, children, onClear, onApply }: FilterDrawerProps) {
  const [opened, setOpened] = useState(false);
  return (
    <>
      <Button
        variant={activeCount > 0 ? 'light' : 'default'}
        leftSection={<IconFilter size={16} aria-hidden />}
        aria-label={filtersButtonName(activeCount)}
        aria-haspopup="dialog"
        aria-expanded={opened}
        onClick={() => setOpened(true)}
      >
        {filtersButtonText(activeCount)}
      </Button>
      <Drawer
        opened={opened}
        onClose={() => setOpened(false)}
        position="bottom"
        size="auto"
        title={filtersButtonText(activeCount)}
        keepMounted
        closeButtonProps={{ 'aria-label': 'Filtreleri kapat' }}
        styles={{ content: { maxHeight: '90dvh' } }}
      >
        <Stack gap="md">
          {children}
          <Group grow gap="sm" pb="xs">
            <Button variant="default" onClick={onClear} disabled={activeCount === 0}>
              Temizle
            </Button>
            <Button
              onClick={() => {
                onApply?.();
                setOpened(false);
              }}
            >
              Uygula
            </Button>
          </Group>
        </Stack>
      </Drawer>
    </>
  );
}
