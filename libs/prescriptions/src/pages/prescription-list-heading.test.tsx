import { Role } from '@portal/contracts';
import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderPrescriptions } from '../test-harness';
import { prescription, prescriptionsApi } from '../testing/handlers';

vi.setConfig({ testTimeout: 60_000 });

const heading = async () => {
  await screen.findByRole('table', { name: 'Reçeteler' });
  return screen.getByText(/Numara, üretici, alan ya da bitki adıyla arayabilirsiniz\.$/).textContent;
};

describe('/receteler heading by role (spec §6)', () => {
  it('a prescribing role reads that the list is the member’s prescriptions written with it', async () => {
    prescriptionsApi({ prescriptions: [prescription(1)] });
    renderPrescriptions('/receteler', Role.Muhendis);
    expect(await heading()).toBe('Üyenizin düzenlediği reçeteler. Numara, üretici, alan ya da bitki adıyla arayabilirsiniz.');
  });

  it.each([
    ['Tekniker', Role.Tekniker],
    ['Üye kullanıcısı', Role.User],
  ])('%s, who cannot write one, is not told these are prescriptions they wrote', async (_name, role) => {
    prescriptionsApi({ prescriptions: [prescription(1)] });
    renderPrescriptions('/receteler', role);
    expect(await heading()).toBe('Üyenizin reçeteleri. Numara, üretici, alan ya da bitki adıyla arayabilirsiniz.');
  });
});
