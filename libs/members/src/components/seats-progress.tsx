import { Progress, Stack, Text } from '@mantine/core';
import { seatsText } from './member-text';

/** Seats used of the member's total ('3/5 kullanıcı') with a bar; red when full. */
export function SeatsProgress({ users, seats }: { users: number; seats: number | null }) {
  const text = seatsText(users, seats);
  if (seats === null || seats === 0) return <Text>{text}</Text>;
  const percent = Math.min(100, Math.round((users / seats) * 100));
  return (
    <Stack gap={4}>
      <Text>{text}</Text>
      <Progress value={percent} color={users >= seats ? 'red' : percent >= 80 ? 'orange' : 'green'} aria-label={`Kullanıcı koltukları: ${text}`} size="lg" />
    </Stack>
  );
}
