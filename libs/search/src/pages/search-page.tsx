import { Anchor, Stack, Tabs, Text, Title } from '@mantine/core';
import { SearchSectionLabels, SearchSections, USES_PATH, type SearchSection } from '@portal/contracts';
import { IconPlant2 } from '@tabler/icons-react';
import { Link } from 'react-router';
import { SectionResults } from '../components/section-results';
import { useFocusHeading } from '../components/use-focus-heading';
import { activeSubstancesView } from '../sections/active-substances';
import { harmfulOrgsView } from '../sections/harmful-orgs';
import { licensesView } from '../sections/licenses';
import { plantsView } from '../sections/plants';
import { useSearchUrl, type SearchUrlChange } from '../state/search-url';
import type { ListState } from '@portal/shared/ui';

/**
 * `search?section=licenses|plants|harmful-orgs|active-substances` (spec §2): the four
 * sections as tabs, each with its search box, filters, sortable results and paging; the section,
 * term, filters, order and page are in the address.
 */
export function SearchPage() {
  const [{ section, list }, update] = useSearchUrl();
  const heading = useFocusHeading<HTMLHeadingElement>(true);
  return (
    <Stack gap="lg" w="100%">
      <div>
        <Title order={1} fz="h2" ref={heading} tabIndex={-1}>
          Arama
        </Title>
        <Text c="dimmed" fz="sm" mt={4}>
          Ruhsatlı ilaçları, bitkileri, hastalık ve zararlıları, aktif maddeleri arayın.{' '}
          <Anchor component={Link} to={USES_PATH} fz="sm" fw={600}>
            <IconPlant2 size={14} aria-hidden style={{ verticalAlign: 'middle' }} /> Bu bitkide bu zararlıya ne kullanabilirim?
          </Anchor>
        </Text>
      </div>
      <Tabs value={section} onChange={(next) => next && update({ section: next as SearchSection })} keepMounted={false}>
        <Tabs.List aria-label="Arama bölümleri">
          {SearchSections.map((s) => (
            <Tabs.Tab key={s} value={s}>
              {SearchSectionLabels[s]}
            </Tabs.Tab>
          ))}
        </Tabs.List>
        {SearchSections.map((s) => (
          <Tabs.Panel key={s} value={s} pt="md">
            {s === section && <ActiveSection section={s} list={list} update={update} />}
          </Tabs.Panel>
        ))}
      </Tabs>
    </Stack>
  );
}

function ActiveSection({ section, list, update }: { section: SearchSection; list: ListState; update(change: SearchUrlChange, options?: { replace?: boolean }): void }) {
  switch (section) {
    case 'licenses':
      return <SectionResults view={licensesView} list={list} update={update} />;
    case 'plants':
      return <SectionResults view={plantsView} list={list} update={update} />;
    case 'harmful-orgs':
      return <SectionResults view={harmfulOrgsView} list={list} update={update} />;
    case 'active-substances':
      return <SectionResults view={activeSubstancesView} list={list} update={update} />;
  }
}
