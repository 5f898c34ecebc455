import { Anchor, Badge, Stack, Text } from '@mantine/core';
import { HarmfulOrganismTypeLabels, searchDetailPath, type HarmfulOrgDetail } from '@portal/contracts';
import { IconScale } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useHarmfulOrgDetail } from '../api/get-harmful-org-detail';
import { DetailHeading } from '../components/detail-heading';
import { DetailLoader, useRouteId } from '../components/detail-loader';
import { ProductsForUseTable } from '../components/products-for-use-table';
import { SearchLink } from '../components/search-link';
import { SectionCard } from '../components/section-card';
import { usesPath } from '../paths';

/** `search/harmful-orgs/:id`: the plants an organism is registered on, each with its products. */
export function HarmfulOrgDetailPage() {
  const id = useRouteId();
  const query = useHarmfulOrgDetail(id ?? 0, id !== null);
  return (
    <DetailLoader section="harmful-orgs" id={id} query={query}>
      {(organism) => <HarmfulOrgView organism={organism} />}
    </DetailLoader>
  );
}

function HarmfulOrgView({ organism }: { organism: HarmfulOrgDetail }) {
  return (
    <Stack gap="lg">
      <DetailHeading
        kind="Hastalık / zararlı"
        title={organism.name}
        subtitle={organism.latinName}
        recordKey={organism.id}
        aliases={organism.aliases}
        marks={
          <Badge variant="outline" color="gray" style={{ textTransform: 'none' }}>
            {HarmfulOrganismTypeLabels[organism.type]}
          </Badge>
        }
      />
      {organism.plants.length === 0 && <Text c="dimmed">Bu hastalık / zararlı için ruhsatlı kullanım kaydı yok.</Text>}
      {organism.plants.map(({ plant, products }) => (
        <SectionCard key={plant.id} title={<SearchLink to={searchDetailPath('plants', plant.id)}>{plant.name}</SearchLink>}>
          <ProductsForUseTable products={products} caption={`${plant.name} — ${organism.name} için ruhsatlı ürünler`} />
          <Anchor component={Link} to={usesPath(plant.id, organism.id)} fz="sm" fw={600}>
            <IconScale size={14} aria-hidden style={{ verticalAlign: 'middle' }} /> Bu bitki ve zararlı için ilaçları karşılaştır
          </Anchor>
        </SectionCard>
      ))}
    </Stack>
  );
}
