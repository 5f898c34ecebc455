import { Anchor, Group, Text } from '@mantine/core';
import { copyrightLine, useBrand } from '@portal/shared/ui';
import { Link } from 'react-router';
import classes from './app-footer.module.css';

/** The static footer (spec §2, §3: footer static): the year and the brand's copyright line. */
export function AppFooter({ year = new Date().getFullYear() }: { year?: number }) {
  const brand = useBrand();
  return (
    <footer className={classes.footer}>
      <Group justify="space-between" gap="xs" wrap="wrap">
        <Text fz="sm">{copyrightLine(brand, year)}</Text>
        <Anchor component={Link} to="/iletisim" fz="sm" c="inherit" underline="hover">
          İletişim
        </Anchor>
      </Group>
    </footer>
  );
}
