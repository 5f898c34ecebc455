import { Button } from '@mantine/core';
import type { DefinitionRow } from '@portal/contracts';
import { editDeleteActions, ExportMenu, ImportModal, ReadOnlyTip, ResourceListPage, type ResourceFilter } from '@portal/shared/ui';
import { IconFileImport } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { definitionKeys } from './api/definition-keys';
import { RefSelect } from './ref-select';
import { sectionInfo, sectionPaths, type ListFilter, type SectionView } from './section-view';
import { useCanWriteDefinitions } from './use-can-write';

export { SEARCH_DEBOUNCE_MS } from '@portal/shared/ui';

/** A section's `ref` filter becomes a searchable select over the other section. */
function toResourceFilter(filter: ListFilter): ResourceFilter {
  if (filter.kind !== 'ref') return filter;
  const { section, optionLabel, ...rest } = filter;
  return {
    ...rest,
    kind: 'custom',
    render: (value, onChange) => (
      <RefSelect
        label={filter.label}
        section={section}
        optionLabel={optionLabel}
        value={value ? Number(value) : null}
        onChange={(id) => onChange(id === null ? null : String(id))}
        w={{ base: '100%', sm: 240 }}
        placeholder="Tümü"
      />
    ),
  };
}

/**
 * A definition section's list screen: the shared resource list with the section's columns and
 * filters, the status switch, Düzenle/Sil, and export and import (spec §2, §6).
 */
export function DefinitionListPage({ view }: { view: SectionView }) {
  const info = sectionInfo(view.section);
  const paths = sectionPaths(view.section);
  const canWrite = useCanWriteDefinitions();
  const queryClient = useQueryClient();
  const [importOpen, setImportOpen] = useState(false);
  const filters = useMemo(() => view.filters?.map(toResourceFilter), [view.filters]);

  return (
    <>
      <ResourceListPage<DefinitionRow>
        title={info.title}
        description={view.description}
        api={info.api}
        queryKey={definitionKeys.all(info.api)}
        stateKey={view.section}
        itemSchema={view.itemSchema}
        name={view.name}
        singular={info.singular}
        columns={view.columns}
        defaultSort={view.defaultSort}
        filters={filters}
        canWrite={canWrite}
        addPath={paths.add}
        status={{ sortKey: view.statusSort }}
        rowActions={(row, context) => editDeleteActions(paths.edit(row.id), context)}
        toolbar={({ query, readOnly }) => (
          <>
            <ExportMenu api={info.api} filters={query} baseName={view.section} />
            <ReadOnlyTip readOnly={readOnly}>
              <Button variant="default" leftSection={<IconFileImport size={16} aria-hidden />} disabled={readOnly} onClick={() => setImportOpen(true)}>
                İçe aktar
              </Button>
            </ReadOnlyTip>
          </>
        )}
      />
      {canWrite && (
        <ImportModal
          opened={importOpen}
          onClose={() => setImportOpen(false)}
          api={info.api}
          title={info.title}
          onImported={() => void queryClient.invalidateQueries({ queryKey: definitionKeys.all(info.api) })}
        />
      )}
    </>
  );
}
