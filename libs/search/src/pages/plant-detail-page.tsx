import { Anchor, Badge, Group, Stack, Text } from '@mantine/core';
import { HarmfulOrganismTypeLabels, searchDetailPath, type PlantDetail } from '@portal/contracts';
import { IconScale } from '@tabler/icons-react';
import { Link } from 'react-router';
import { usePlantDetail } from '../api/get-plant-detail';
import { DetailHeading } from '../components/detail-heading';
import { DetailLoader, useRouteId } from '../components/detail-loader';
import { InfoList } from '@portal/shared/ui';
import { ProductsForUseTable } from '../components/products-for-use-table';
import { SearchLink } from '../components/search-link';
import { SectionCard } from '../components/section-card';
import { usesPath } from '../paths';

/** `search/plants/:id`: a plant's organisms, each with the products registered against it. */
export function PlantDetailPage() {
  const id = useRouteId();
  const query = usePlantDetail(id ?? 0, id !== null);
  return (
    <DetailLoader section="plants" id={id} query={query}>
      {(plant) => <PlantView plant={plant} />}
    </DetailLoader>
  );
}

function PlantView({ plant }: { plant: PlantDetail }) {
  return (
    <Stack gap="lg">
      <DetailHeading kind="Bitki" title={plant.name} subtitle={plant.latinName} recordKey={plant.id} aliases={plant.aliases} />
      <InfoList
        items={[
          ['AB ürün kodu (MRL)', plant.euCode],
          ['Kayıtlı hastalık / zararlı', String(plant.organisms.length)],
        ]}
      />
      {plant.organisms.length === 0 && <Text c="dimmed">Bu bitki için ruhsatlı kullanım kaydı yok.</Text>}
      {plant.organisms.map(({ harmfulOrganism: o, products }) => (
        <SectionCard
          key={o.id}
          title={
            <Group gap="sm" component="span">
              <SearchLink to={searchDetailPath('harmful-orgs', o.id)}>{o.name}</SearchLink>
              {o.latinName && (
                <Text span fs="italic" fz="sm" c="dimmed" fw="normal">
                  {o.latinName}
                </Text>
              )}
              <Badge variant="outline" color="gray" style={{ textTransform: 'none' }}>
                {HarmfulOrganismTypeLabels[o.type]}
              </Badge>
            </Group>
          }
        >
          <ProductsForUseTable products={products} caption={`${plant.name} — ${o.name} için ruhsatlı ürünler`} />
          <Anchor component={Link} to={usesPath(plant.id, o.id)} fz="sm" fw={600}>
            <IconScale size={14} aria-hidden style={{ verticalAlign: 'middle' }} /> Bu bitki ve zararlı için ilaçları karşılaştır
          </Anchor>
        </SectionCard>
      ))}
    </Stack>
  );
}
