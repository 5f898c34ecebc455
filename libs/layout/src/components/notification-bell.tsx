// The header's notice bell: the unread count as a badge (asked every minute and on
// focus), and a popover with the newest notices, each leading to its page (a flagged
// prescription, the feed of changes) and marked read when opened, and "Tümünü okundu işaretle".
import { ActionIcon, Anchor, Button, Group, Indicator, Loader, Popover, ScrollArea, Stack, Text, UnstyledButton, VisuallyHidden } from '@mantine/core';
import type { Notification } from '@portal/contracts';
import { errorMessage, userAtom } from '@portal/shared/api-client';
import { IconBell, IconChecks } from '@tabler/icons-react';
import { useAtomValue } from 'jotai';
import { useId, useState } from 'react';
import { Link } from 'react-router';
import { useRecentNotifications, useUnreadNotifications } from '../api/get-notifications';
import { useMarkNotificationsRead } from '../api/patch-notifications-read';

const instant = new Intl.DateTimeFormat('tr-TR', { day: '2-digit', month: '2-digit', year: 'numeric', hour: '2-digit', minute: '2-digit', timeZone: 'Europe/Istanbul' });

export const bellLabel = (unread: number) => `Bildirimler (${unread} okunmamış)`;

export function NotificationBell() {
  const user = useAtomValue(userAtom);
  const [opened, setOpened] = useState(false);
  const titleId = useId();
  const unread = useUnreadNotifications(user !== null);
  const recent = useRecentNotifications(user !== null && opened);
  const markRead = useMarkNotificationsRead();
  if (!user) return null;
  const count = unread.data?.unreadCount ?? 0;

  const open = (n: Notification) => {
    if (!n.read) markRead.mutate({ publicIds: [n.publicId] });
    setOpened(false);
  };

  return (
    <Indicator label={<span aria-hidden>{count > 99 ? '99+' : count}</span>} disabled={count === 0} color="red" size={18} offset={6}>
      <Popover opened={opened} onChange={setOpened} position="bottom-end" width={360} shadow="md" trapFocus returnFocus>
        <Popover.Target>
          <ActionIcon variant="subtle" color="gray" size="lg" aria-label={bellLabel(count)} onClick={() => setOpened((o) => !o)}>
            <IconBell size={22} stroke={1.7} aria-hidden />
          </ActionIcon>
        </Popover.Target>
        <Popover.Dropdown p={0} aria-labelledby={titleId}>
          <Group justify="space-between" px="md" py="sm" wrap="nowrap">
            <Text fw={700} id={titleId}>
              Bildirimler
            </Text>
            <Button
              size="compact-xs"
              variant="subtle"
              leftSection={<IconChecks size={14} aria-hidden />}
              disabled={count === 0}
              loading={markRead.isPending}
              onClick={() => markRead.mutate({ all: true })}
            >
              Tümünü okundu işaretle
            </Button>
          </Group>
          <ScrollArea.Autosize mah={380} type="auto">
            <NoticeList query={recent} onOpen={open} />
          </ScrollArea.Autosize>
        </Popover.Dropdown>
      </Popover>
    </Indicator>
  );
}

function NoticeList({ query, onOpen }: { query: ReturnType<typeof useRecentNotifications>; onOpen(n: Notification): void }) {
  if (query.isError) {
    return (
      <Stack gap={4} px="md" pb="md" role="alert">
        <Text fz="sm">{errorMessage(query.error)}</Text>
        <Anchor component="button" type="button" fz="sm" onClick={() => void query.refetch()}>
          Yeniden dene
        </Anchor>
      </Stack>
    );
  }
  if (!query.data) {
    return (
      <Group gap="xs" px="md" pb="md" role="status">
        <Loader size="xs" aria-hidden />
        <Text fz="sm">Bildirimler yükleniyor…</Text>
      </Group>
    );
  }
  if (query.data.data.length === 0) {
    return (
      <Text fz="sm" c="dimmed" px="md" pb="md">
        Bildiriminiz yok.
      </Text>
    );
  }
  return (
    <Stack component="ul" gap={0} p={0} m={0} aria-label="Son bildirimler" style={{ listStyle: 'none' }}>
      {query.data.data.map((n) => (
        <li key={n.publicId} style={{ borderTop: '1px solid var(--mantine-color-default-border)' }}>
          <Notice notice={n} onOpen={onOpen} />
        </li>
      ))}
    </Stack>
  );
}

function Notice({ notice, onOpen }: { notice: Notification; onOpen(n: Notification): void }) {
  const body = (
    <Stack gap={2}>
      <Text fz="sm" fw={notice.read ? 500 : 700}>
        {!notice.read && <VisuallyHidden>Okunmadı: </VisuallyHidden>}
        {notice.title}
      </Text>
      <Text fz="xs" c="dimmed" lineClamp={3}>
        {notice.body}
      </Text>
      <Text fz="xs" c="dimmed">
        <time dateTime={notice.createdAt}>{instant.format(new Date(notice.createdAt))}</time>
      </Text>
    </Stack>
  );
  const style = { display: 'block', padding: 'var(--mantine-spacing-sm) var(--mantine-spacing-md)', background: notice.read ? undefined : 'var(--mantine-primary-color-light)' };
  return notice.link ? (
    <UnstyledButton component={Link} to={notice.link} style={style} onClick={() => onOpen(notice)}>
      {body}
    </UnstyledButton>
  ) : (
    <div style={style}>{body}</div>
  );
}
