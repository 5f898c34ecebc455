import { TextInput } from '@mantine/core';
import { ApiError } from '@portal/shared/api-client';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { renderUi } from '../test-render';
import { ServerError } from './page-states';
import { useContractForm } from './use-contract-form';

const schema = z.object({
  name: z.string().trim().min(1, { error: 'Ad zorunludur' }),
  email: z.email({ error: 'E-posta geçersiz' }),
});
type Request = z.infer<typeof schema>;

function TestForm({ onSubmit, successText = false }: { onSubmit: (request: Request) => unknown; successText?: boolean }) {
  const { form, onSubmit: submit, serverError, submitting } = useContractForm(schema, {
    name: 'test',
    initialValues: { name: '', email: '', repeat: '' },
    toRequest: (v) => ({ name: v.name, email: v.email }),
    check: (v) => (v.repeat === v.email ? {} : { repeat: 'E-postalar eşleşmiyor' }),
    onSubmit,
    successText,
  });
  return (
    <form onSubmit={submit} noValidate aria-label="Deneme formu">
      <ServerError error={serverError} />
      <TextInput label="Ad" {...form.getInputProps('name')} />
      <TextInput label="E-posta" {...form.getInputProps('email')} />
      <TextInput label="E-posta tekrar" {...form.getInputProps('repeat')} />
      <button type="submit" disabled={submitting}>
        Kaydet
      </button>
    </form>
  );
}

const type = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });

describe('useContractForm: the one way a form checks, saves and shows a refusal', () => {
  it("shows the contract's and the form's own Turkish messages under the fields and focuses the first to fix; nothing is sent", async () => {
    const onSubmit = vi.fn();
    renderUi(<TestForm onSubmit={onSubmit} />);
    type('E-posta', 'a@b');
    fireEvent.click(screen.getByRole('button', { name: 'Kaydet' }));
    expect(await screen.findByText('Ad zorunludur')).toBeTruthy();
    expect(screen.getByText('E-posta geçersiz')).toBeTruthy();
    expect(screen.getByText('E-postalar eşleşmiyor')).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByLabelText('Ad'));
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('sends the parsed request (the schema trims) and the form is busy meanwhile', async () => {
    let finish!: () => void;
    const onSubmit = vi.fn(() => new Promise<void>((resolve) => (finish = resolve)));
    renderUi(<TestForm onSubmit={onSubmit} />);
    type('Ad', '  Ayşe ');
    type('E-posta', 'ayse@example.com');
    type('E-posta tekrar', 'ayse@example.com');
    fireEvent.click(screen.getByRole('button', { name: 'Kaydet' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledWith({ name: 'Ayşe', email: 'ayse@example.com' }, expect.anything(), expect.anything()));
    expect(screen.getByRole('button', { name: 'Kaydet' }).hasAttribute('disabled')).toBe(true);
    finish();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Kaydet' }).hasAttribute('disabled')).toBe(false));
  });

  it("puts a refused save's details under their fields, the rest with the message above the form, and focuses the field", async () => {
    const refusal = new ApiError(400, {
      code: 'VALIDATION_ERROR',
      message: 'Girdiğiniz bilgileri kontrol edin.',
      details: [
        { field: 'body.email', message: 'Bu e-posta kullanılıyor' },
        { field: 'body.memberId', message: 'Üye bulunamadı' },
      ],
    });
    renderUi(<TestForm onSubmit={() => Promise.reject(refusal)} />);
    type('Ad', 'Ayşe');
    type('E-posta', 'ayse@example.com');
    type('E-posta tekrar', 'ayse@example.com');
    fireEvent.click(screen.getByRole('button', { name: 'Kaydet' }));
    expect(await screen.findByText('Bu e-posta kullanılıyor')).toBeTruthy();
    expect(screen.getByText('Girdiğiniz bilgileri kontrol edin.')).toBeTruthy();
    expect(screen.getByText('Üye bulunamadı')).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByLabelText('E-posta'));
  });

  it("with successText a valid, changed field says 'Uygun'; an untouched or wrong one does not", async () => {
    renderUi(<TestForm onSubmit={vi.fn()} successText />);
    type('Ad', 'Ayşe');
    type('E-posta', 'yanlış');
    expect(await screen.findAllByText('Uygun')).toHaveLength(1);
  });

  it('a refusal of the request as a whole (a refine) is said above the form, in the form’s words; nothing is sent', async () => {
    const changes = z.object({ name: z.string().optional() }).refine((b) => Object.keys(b).length > 0, { error: 'Değiştirilecek bir alan gönderin' });
    const onSubmit = vi.fn();
    function EditForm() {
      const { form, onSubmit: submit, serverError } = useContractForm(changes, {
        initialValues: { name: 'Ayşe' },
        toRequest: (v) => (v.name === 'Ayşe' ? {} : { name: v.name }),
        wholeRequestMessage: 'Değişiklik yapılmadı.',
        onSubmit,
      });
      return (
        <form onSubmit={submit} noValidate aria-label="Düzenle">
          <ServerError error={serverError} />
          <TextInput label="Ad" {...form.getInputProps('name')} />
          <button type="submit">Kaydet</button>
        </form>
      );
    }
    renderUi(<EditForm />);
    fireEvent.click(screen.getByRole('button', { name: 'Kaydet' }));
    expect(await screen.findByText('Değişiklik yapılmadı.')).toBeTruthy();
    expect(onSubmit).not.toHaveBeenCalled();
  });
});

describe('useContractForm with values held outside (a stored draft)', () => {
  type Draft = { name: string; email: string };
  function DraftForm({ onSubmit }: { onSubmit: (request: Request) => unknown }) {
    // The page holds the values (as an editor holds its stored draft) and binds its own inputs.
    const [draft, setDraft] = useState<Draft>({ name: 'Ayşe', email: 'ayse@example.com' });
    const { form, onSubmit: submit, serverError } = useContractForm(schema, { values: draft, onSubmit });
    const field = (key: keyof Draft, label: string) => (
      <TextInput label={label} data-path={key} value={draft[key]} onChange={(e) => setDraft({ ...draft, [key]: e.currentTarget.value })} error={form.errors[key]} />
    );
    return (
      <form onSubmit={submit} noValidate aria-label="Taslak">
        <ServerError error={serverError} />
        {field('name', 'Ad')}
        {field('email', 'E-posta')}
        <button type="submit">Kaydet</button>
      </form>
    );
  }
  const refusal = new ApiError(400, {
    code: 'VALIDATION_ERROR',
    message: 'Girdiğiniz bilgileri kontrol edin.',
    details: [
      { field: 'body.email', message: 'Bu e-posta kullanılıyor' },
      { field: 'body.memberId', message: 'Üye bulunamadı' },
    ],
  });

  it('checks and sends the values as they are now, not as they started', async () => {
    const onSubmit = vi.fn();
    renderUi(<DraftForm onSubmit={onSubmit} />);
    type('Ad', '  Zeynep ');
    fireEvent.click(screen.getByRole('button', { name: 'Kaydet' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledWith({ name: 'Zeynep', email: 'ayse@example.com' }, expect.anything(), expect.anything()));

    type('Ad', '');
    fireEvent.click(screen.getByRole('button', { name: 'Kaydet' }));
    expect(await screen.findByText('Ad zorunludur')).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByLabelText('Ad'));
    expect(onSubmit).toHaveBeenCalledTimes(1);
  });

  it('shows a refusal the server way (detail under its field, focused; the rest above) until the values change', async () => {
    renderUi(<DraftForm onSubmit={() => Promise.reject(refusal)} />);
    fireEvent.click(screen.getByRole('button', { name: 'Kaydet' }));
    expect(await screen.findByText('Bu e-posta kullanılıyor')).toBeTruthy();
    expect(screen.getByText('Girdiğiniz bilgileri kontrol edin.')).toBeTruthy();
    expect(screen.getByText('Üye bulunamadı')).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByLabelText('E-posta'));

    type('Ad', 'Ayşe Nur');
    await waitFor(() => expect(screen.queryByText('Bu e-posta kullanılıyor')).toBeNull());
    expect(screen.queryByText('Girdiğiniz bilgileri kontrol edin.')).toBeNull();
  });
});
