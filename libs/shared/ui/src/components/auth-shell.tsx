import { Box, List, Paper, Text, ThemeIcon } from '@mantine/core';
import { IconCheck } from '@tabler/icons-react';
import type { CSSProperties, ReactNode } from 'react';
import type { Brand } from '../brand/brand';
import { useBrand } from '../brand/brand-context';
import { copyrightLine, providerShortName } from '../brand/brands';
import { BrandLogo } from './brand-logo';
import { BrandMascot } from './brand-mascot';
import classes from './auth-shell.module.css';

export interface AuthShellProps {
  children: ReactNode;
  brand?: Brand;
}

/**
 * Layout of the public pages (login, 404…): a brand panel with logo and mascot beside the
 * content card on wide screens, a compact logo bar above it on narrow ones, and the copyright footer.
 */
export function AuthShell({ children, brand }: AuthShellProps) {
  const fromContext = useBrand();
  const b = brand ?? fromContext;
  // The panel gradient uses the brand's own shades, whatever the surrounding theme is.
  const vars = { '--brand-7': b.colors[7], '--brand-9': b.colors[9] } as CSSProperties;
  return (
    <div className={classes.root} style={vars} data-brand={b.code}>
      <aside className={classes.panel} aria-label={`${b.name} hakkında`}>
        <BrandLogo brand={b} variant="dark" size={48} />
        <div className={classes.panelBody}>
          <BrandMascot brand={b} size={220} className={classes.mascot} />
          <Text fz={26} fw={700} lh={1.25} maw={440}>
            {b.tagline}
          </Text>
          <List
            spacing="xs"
            icon={
              <ThemeIcon size={22} radius="xl" color="rgba(255,255,255,0.2)">
                <IconCheck size={14} aria-hidden />
              </ThemeIcon>
            }
          >
            {b.highlights.map((h) => (
              <List.Item key={h}>
                <Text c="white" fz="md">
                  {h}
                </Text>
              </List.Item>
            ))}
          </List>
        </div>
        <Text fz="sm" c="rgba(255,255,255,0.85)">
          {b.shortName}, bir {providerShortName} çözümüdür.
        </Text>
      </aside>
      <div className={classes.column}>
        <header className={classes.topbar}>
          <BrandLogo brand={b} size={40} />
        </header>
        <main className={classes.main}>
          <Paper className={classes.card} shadow="md" withBorder p={{ base: 'lg', sm: 'xl' }}>
            {children}
          </Paper>
        </main>
        <Box component="footer" className={classes.footer}>
          <Text fz="sm">
            {copyrightLine(b)}
          </Text>
        </Box>
      </div>
    </div>
  );
}
