// The four search tiles: whole cards that are real links to their section of `search`.
import { Card, Group, SimpleGrid, Text, ThemeIcon, type MantineColor } from '@mantine/core';
import { SearchSectionLabels, type SearchSection } from '@portal/contracts';
import { IconBug, IconFlask, IconPill, IconPlant2, type Icon } from '@tabler/icons-react';
import { Link } from 'react-router';
import { searchSectionPath } from '../paths';
import { linkCardClasses as classes } from '@portal/shared/ui';
import { SearchTiles } from './search-tiles.data';

const look: Record<SearchSection, { icon: Icon; color: MantineColor }> = {
  licenses: { icon: IconPill, color: 'teal' },
  plants: { icon: IconPlant2, color: 'green' },
  'harmful-orgs': { icon: IconBug, color: 'orange' },
  'active-substances': { icon: IconFlask, color: 'indigo' },
};

export function SearchTilesGrid() {
  return (
    <nav aria-label="Arama bölümleri">
      <SimpleGrid cols={{ base: 1, xs: 2, lg: 4 }} spacing="md">
        {SearchTiles.map(({ section, description }) => {
          const { icon: TileIcon, color } = look[section];
          return (
            <Card key={section} withBorder radius="md" padding="md" component={Link} to={searchSectionPath(section)} className={classes.link}>
              <Group wrap="nowrap" align="flex-start" gap="md">
                <ThemeIcon variant="light" color={color} size={44} radius="md" aria-hidden>
                  <TileIcon size={26} stroke={1.6} />
                </ThemeIcon>
                <div>
                  <Text fw={700}>{SearchSectionLabels[section]}</Text>
                  <Text fz="sm" c="dimmed">
                    {description}
                  </Text>
                </div>
              </Group>
            </Card>
          );
        })}
      </SimpleGrid>
    </nav>
  );
}
