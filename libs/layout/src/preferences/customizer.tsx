// 'Görünüm ayarları' panel: every layout preference of spec §3 in a Mantine Drawer (focus trap,
// Escape closes, focus returns to the opener). Choices are radio groups, toggles are switches.
import { Button, Drawer, SegmentedControl, Stack, Switch, Text } from '@mantine/core';
import { useAtom, useSetAtom } from 'jotai';
import { useId } from 'react';
import { customizerOpenAtom, layoutPreferencesAtom, resetLayoutPreferencesAtom, type LayoutPreferences } from './layout-preferences';

interface ChoiceProps<T extends string> {
  label: string;
  value: T;
  data: { value: T; label: string }[];
  onChange: (value: T) => void;
}

function Choice<T extends string>({ label, value, data, onChange }: ChoiceProps<T>) {
  const id = useId();
  return (
    <Stack gap={6}>
      <Text id={id} size="sm" fw={500}>
        {label}
      </Text>
      <SegmentedControl
        aria-labelledby={id}
        fullWidth
        value={value}
        data={data}
        onChange={(next) => onChange(data.find((d) => d.value === next)?.value ?? value)}
      />
    </Stack>
  );
}

type BooleanPreference = 'rtl' | 'sidebarCollapsed' | 'menuHidden' | 'monochrome';
const toggles: { key: BooleanPreference; label: string }[] = [
  { key: 'rtl', label: 'Sağdan sola (RTL)' },
  { key: 'sidebarCollapsed', label: 'Kenar çubuğunu daralt' },
  { key: 'menuHidden', label: 'Menüyü gizle' },
  { key: 'monochrome', label: 'Tek renk' },
];

export function Customizer() {
  const [opened, setOpened] = useAtom(customizerOpenAtom);
  const [prefs, update] = useAtom(layoutPreferencesAtom);
  const reset = useSetAtom(resetLayoutPreferencesAtom);
  const set = (change: Partial<LayoutPreferences>) => update(change);

  return (
    <Drawer
      opened={opened}
      onClose={() => setOpened(false)}
      title="Görünüm ayarları"
      position={prefs.rtl ? 'left' : 'right'}
      size="sm"
      closeButtonProps={{ 'aria-label': 'Kapat' }}
    >
      <Stack gap="lg">
        <Choice
          label="Tema"
          value={prefs.theme}
          data={[
            { value: 'light', label: 'Açık' },
            { value: 'dark', label: 'Koyu' },
            { value: 'semi-dark', label: 'Yarı koyu' },
          ]}
          onChange={(theme) => set({ theme })}
        />
        <Choice
          label="Kenarlık"
          value={prefs.skin}
          data={[
            { value: 'default', label: 'Varsayılan' },
            { value: 'bordered', label: 'Çerçeveli' },
          ]}
          onChange={(skin) => set({ skin })}
        />
        <Choice
          label="İçerik genişliği"
          value={prefs.contentWidth}
          data={[
            { value: 'full', label: 'Tam' },
            { value: 'boxed', label: 'Kutulu' },
          ]}
          onChange={(contentWidth) => set({ contentWidth })}
        />
        {toggles.map(({ key, label }) => (
          <Switch key={key} label={label} checked={prefs[key]} onChange={(e) => set({ [key]: e.currentTarget.checked })} />
        ))}
        <Button variant="default" onClick={() => reset()}>
          Varsayılanlara dön
        </Button>
      </Stack>
    </Drawer>
  );
}
