// The register's buttons: record an application (chosen from the season's issued prescriptions)
// and a harvest, for writers; the PDF and CSV/XLSX for everyone who reads it.
import { Button, Group, Menu, Tooltip } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import type { AreaRegister } from '@portal/contracts';
import { errorMessage } from '@portal/shared/api-client';
import { dateText } from '@portal/shared/util';
import { IconChevronDown, IconFileDownload, IconFileSpreadsheet, IconFileTypeCsv, IconPlant2, IconSpray } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useDownloadRegister, type RegisterFile, type RegisterOwner } from '../api/get-register-files';
import { recordApplicationPath, recordHarvestPath } from '../paths';

/** The season's issued prescriptions an application may be recorded against. */
export const applicablePrescriptions = (register: AreaRegister) =>
  register.entries.flatMap((e) => (e.type === 'prescription' && e.prescription.state === 'issued' ? [e.prescription] : []));

export function RecordButtons({ register }: { register: AreaRegister }) {
  const prescriptions = applicablePrescriptions(register);
  return (
    <Group gap="sm" wrap="wrap">
      {prescriptions.length === 0 ? (
        <Tooltip label="Bu sezonda bu alana yazılmış geçerli reçete yok" withArrow>
          <span style={{ display: 'inline-flex' }}>
            <Button leftSection={<IconSpray size={16} aria-hidden />} disabled>
              Uygulama kaydet
            </Button>
          </span>
        </Tooltip>
      ) : prescriptions.length === 1 ? (
        <Button component={Link} to={recordApplicationPath(prescriptions[0]!.id)} leftSection={<IconSpray size={16} aria-hidden />}>
          Uygulama kaydet
        </Button>
      ) : (
        <Menu position="bottom-start" withinPortal>
          <Menu.Target>
            <Button leftSection={<IconSpray size={16} aria-hidden />} rightSection={<IconChevronDown size={14} aria-hidden />}>
              Uygulama kaydet
            </Button>
          </Menu.Target>
          <Menu.Dropdown>
            <Menu.Label>Hangi reçete uygulandı?</Menu.Label>
            {prescriptions.map((p) => (
              <Menu.Item key={p.id} component={Link} to={recordApplicationPath(p.id)}>
                {p.prescriptionNo} · {dateText(p.startDate)} · {p.lines.map((l) => l.tradeName).join(', ')}
              </Menu.Item>
            ))}
          </Menu.Dropdown>
        </Menu>
      )}
      <Button variant="light" component={Link} to={recordHarvestPath(register.area.id)} leftSection={<IconPlant2 size={16} aria-hidden />}>
        Hasat kaydet
      </Button>
    </Group>
  );
}

const fileLabels: Record<RegisterFile, string> = { pdf: 'PDF', csv: 'CSV', xlsx: 'XLSX' };

export function FileButtons({ owner, season, what }: { owner: RegisterOwner; season: number; what: string }) {
  const download = useDownloadRegister(owner, season);
  const get = (file: RegisterFile) =>
    download.mutate(file, { onError: (err) => notifications.show({ color: 'red', title: `${fileLabels[file]} indirilemedi`, message: errorMessage(err) }) });
  const busy = (file: RegisterFile) => download.isPending && download.variables === file;
  return (
    <Group gap="xs" wrap="wrap" role="group" aria-label={`${what}: dosyalar`}>
      <Button variant="default" leftSection={<IconFileDownload size={16} aria-hidden />} loading={busy('pdf')} onClick={() => get('pdf')}>
        PDF indir
      </Button>
      <Button variant="default" leftSection={<IconFileTypeCsv size={16} aria-hidden />} loading={busy('csv')} onClick={() => get('csv')}>
        CSV
      </Button>
      <Button variant="default" leftSection={<IconFileSpreadsheet size={16} aria-hidden />} loading={busy('xlsx')} onClick={() => get('xlsx')}>
        XLSX
      </Button>
    </Group>
  );
}
