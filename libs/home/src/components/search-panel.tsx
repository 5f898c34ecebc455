// The top of both home panels: the typeahead, the four tiles and the shortcuts.
import { Card, Stack } from '@mantine/core';
import { QuickLinks } from './quick-links';
import { SearchTilesGrid } from './search-tiles';
import { SearchTypeahead } from './search-typeahead';

export function SearchPanel() {
  return (
    <Stack gap="md">
      <Card withBorder radius="md" padding="lg">
        <SearchTypeahead label="Ara: ilaç, bitki, hastalık / zararlı, aktif madde" />
      </Card>
      <SearchTilesGrid />
      <QuickLinks />
    </Stack>
  );
}
