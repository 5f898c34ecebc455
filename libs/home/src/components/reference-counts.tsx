// SRC home (spec §2 `src-dashboard`): how much reference data there is to search, each count
// leading to its section of `search` (MRLs to the MRL page).
import { SimpleGrid } from '@mantine/core';
import type { HomeSummary } from '@portal/contracts';
import { IconBug, IconFlask, IconPill, IconPlant2, IconTestPipe } from '@tabler/icons-react';
import { MRL_PATH, searchSectionPath } from '../paths';
import { StatCard } from '@portal/shared/ui';

export function ReferenceCounts({ counts }: { counts: HomeSummary['counts'] }) {
  return (
    <SimpleGrid cols={{ base: 1, xs: 2, md: 3, xl: 5 }} spacing="md">
      <StatCard label="Geçerli ruhsatlar" value={counts.licences} icon={<IconPill size={22} />} color="teal" to={searchSectionPath('licenses')} />
      <StatCard label="Bitkiler" value={counts.plants} icon={<IconPlant2 size={22} />} color="green" to={searchSectionPath('plants')} />
      <StatCard label="Hastalık / zararlılar" value={counts.harmfulOrganisms} icon={<IconBug size={22} />} color="orange" to={searchSectionPath('harmful-orgs')} />
      <StatCard label="Aktif maddeler" value={counts.activeSubstances} icon={<IconFlask size={22} />} color="indigo" to={searchSectionPath('active-substances')} />
      <StatCard label="Yürürlükteki MRL’ler" value={counts.mrls} icon={<IconTestPipe size={22} />} color="grape" to={MRL_PATH} />
    </SimpleGrid>
  );
}
