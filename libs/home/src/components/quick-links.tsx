// The home panels' shortcuts beyond the four sections: the plant × pest query (★), the MRL page
// with its compliance check (★), and the feed of reference changes.
import { Card, Group, SimpleGrid, Text, ThemeIcon } from '@mantine/core';
import { USES_PATH } from '@portal/contracts';
import { IconHistory, IconListSearch, IconTestPipe, type Icon } from '@tabler/icons-react';
import { Link } from 'react-router';
import { CHANGES_PATH, MRL_PATH } from '../paths';
import { linkCardClasses as classes } from '@portal/shared/ui';

interface QuickLink {
  to: string;
  title: string;
  description: string;
  icon: Icon;
}

const links: readonly QuickLink[] = [
  { to: USES_PATH, title: 'Bitki + zararlı sorgusu', description: 'Bu bitkide bu zararlıya ne kullanabilirim? Ürünleri süzün ve karşılaştırın.', icon: IconListSearch },
  { to: MRL_PATH, title: 'MRL ve uyum kontrolü', description: 'Kalıntı limitleri; laboratuvar sonucunu limitlerle karşılaştırın.', icon: IconTestPipe },
  { to: CHANGES_PATH, title: 'Değişiklikler', description: 'Ruhsat iptalleri, yeni ruhsatlar ve MRL değişiklikleri.', icon: IconHistory },
];

export function QuickLinks() {
  return (
    <nav aria-label="Sorgular">
      <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
        {links.map(({ to, title, description, icon: LinkIcon }) => (
          <Card key={to} withBorder radius="md" padding="sm" component={Link} to={to} className={classes.link}>
            <Group wrap="nowrap" gap="sm" align="flex-start">
              <ThemeIcon variant="light" size={34} radius="md" aria-hidden>
                <LinkIcon size={20} stroke={1.6} />
              </ThemeIcon>
              <div>
                <Text fw={600} fz="sm">
                  {title}
                </Text>
                <Text fz="xs" c="dimmed">
                  {description}
                </Text>
              </div>
            </Group>
          </Card>
        ))}
      </SimpleGrid>
    </nav>
  );
}
