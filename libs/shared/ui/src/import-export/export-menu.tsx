import { Button, Menu } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import type { FileFormat } from '@portal/contracts';
import { errorMessage, useApi } from '@portal/shared/api-client';
import { IconChevronDown, IconDownload, IconFileSpreadsheet, IconFileTypeCsv } from '@tabler/icons-react';
import { useState } from 'react';
import { fetchExport, saveFile } from './api/get-export';

export interface ExportMenuProps {
  /** The section's API path (`definition/plant`). */
  api: string;
  /** The list's search, order and filters, so the file holds what the list shows. */
  filters: Record<string, string>;
  /** The file name when the answer names none, without the extension. */
  baseName: string;
}

/** 'Dışa aktar' → CSV or Excel (XLSX) of the whole filtered list; open to read-only users too (spec §6). */
export function ExportMenu({ api, filters, baseName }: ExportMenuProps) {
  const client = useApi();
  const [busy, setBusy] = useState<FileFormat | null>(null);

  const download = async (format: FileFormat) => {
    setBusy(format);
    try {
      const { blob, fileName } = await fetchExport(client, api, format, filters);
      saveFile(blob, fileName ?? `${baseName}.${format}`);
    } catch (err) {
      notifications.show({ color: 'red', title: 'Dışa aktarılamadı', message: errorMessage(err) });
    } finally {
      setBusy(null);
    }
  };

  return (
    <Menu position="bottom-end" withinPortal>
      <Menu.Target>
        <Button variant="default" leftSection={<IconDownload size={16} aria-hidden />} rightSection={<IconChevronDown size={14} aria-hidden />} loading={busy !== null}>
          Dışa aktar
        </Button>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Item leftSection={<IconFileTypeCsv size={16} aria-hidden />} onClick={() => void download('csv')}>
          CSV
        </Menu.Item>
        <Menu.Item leftSection={<IconFileSpreadsheet size={16} aria-hidden />} onClick={() => void download('xlsx')}>
          Excel (XLSX)
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
