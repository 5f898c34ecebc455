// Spec §2 `mrl` ("residue-limit page"; §6: any signed-in session): two tabs, the
// residue limits ("Limitler", its query in the address) and the compliance check of a lab result
// ("Uyum kontrolü" ★, `?tab=uyum`). The check's rows stay while the limits are looked at.
import { Stack, Tabs, Text, Title } from '@mantine/core';
import { IconListDetails, IconTestPipe } from '@tabler/icons-react';
import { useSearchParams } from 'react-router';
import { CheckTab } from '../query/check-tab';
import { CHECK_TAB_PARAM, tabOf, type MrlTab } from '../query/limits-url';
import { LimitsTab } from '../query/limits-tab';

export function MrlQueryPage() {
  const [params, setParams] = useSearchParams();
  const tab = tabOf(params);
  const select = (next: string | null) => {
    const chosen: MrlTab = next === 'check' ? 'check' : 'limits';
    if (chosen === tab) return;
    const copy = new URLSearchParams(params);
    if (chosen === 'check') copy.set('tab', CHECK_TAB_PARAM);
    else copy.delete('tab');
    setParams(copy);
  };
  return (
    <Stack gap="lg" w="100%">
      <div>
        <Title order={1} fz="h2">
          MRL Sorgulama
        </Title>
        <Text c="dimmed" fz="sm">
          Bitki ve aktif maddeye göre kalıntı limitleri (mg/kg); laboratuvar sonucunuzun limitlere uyumu.
        </Text>
      </div>
      <Tabs value={tab} onChange={select} keepMounted={false}>
        <Tabs.List>
          <Tabs.Tab value="limits" leftSection={<IconListDetails size={16} aria-hidden />}>
            Limitler
          </Tabs.Tab>
          <Tabs.Tab value="check" leftSection={<IconTestPipe size={16} aria-hidden />}>
            Uyum kontrolü
          </Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="limits" pt="md">
          <LimitsTab />
        </Tabs.Panel>
        <Tabs.Panel value="check" pt="md" keepMounted>
          <CheckTab />
        </Tabs.Panel>
      </Tabs>
    </Stack>
  );
}
