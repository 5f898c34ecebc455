import { Button, Input, PinInput, Stack, Text } from '@mantine/core';
import { SMS_RESEND_COOLDOWN_SECONDS } from '@portal/contracts';
import { errorMessage } from '@portal/shared/api-client';
import { IconRefresh } from '@tabler/icons-react';
import { useEffect, useId, useState, type ReactNode } from 'react';
import { postResendSms } from '../api/post-resend-sms';
import { useSessionClient } from '@portal/shared/api-client';

export interface CodeFieldProps {
  value?: string;
  onChange: (value: string) => void;
  error?: ReactNode;
  success?: ReactNode;
  description?: ReactNode;
  'data-path'?: string;
  label?: string;
}

/**
 * The 6-digit SMS code (DESIGN.md §4) as one labelled group of digit boxes with one-time-code
 * autocomplete. Built without Input.Wrapper, whose context would give every box the same id.
 */
export function CodeField({ value = '', onChange, error, success, description, label = 'Doğrulama kodu', ...rest }: CodeFieldProps) {
  const id = useId();
  const labelId = `${id}-label`;
  const messageId = `${id}-message`;
  const message = error ? (
    <Input.Error id={messageId}>{error}</Input.Error>
  ) : success ? (
    <Input.Success id={messageId}>{success}</Input.Success>
  ) : description ? (
    <Input.Description id={messageId}>{description}</Input.Description>
  ) : null;
  return (
    <Stack gap={6}>
      <Input.Label id={labelId} labelElement="div" required>
        {label}
      </Input.Label>
      <PinInput
        id={id}
        length={6}
        type="number"
        oneTimeCode
        size="md"
        value={value}
        onChange={onChange}
        error={Boolean(error)}
        aria-labelledby={labelId}
        data-path={rest['data-path']}
        getInputProps={(index) => ({ 'aria-label': `${label}, ${index + 1}. hane`, 'aria-describedby': message ? messageId : undefined })}
      />
      {message}
    </Stack>
  );
}

export interface ResendCodeProps {
  /** The ticket the codes are bound to. */
  ticket: string;
  /** Seconds before the first and between sends (a code was just sent when the step opens). */
  cooldownSeconds?: number;
  /** After a new code went out: e.g. empty the code field, the old code no longer works. */
  onSent?: () => void;
}

/** 'Kodu tekrar gönder' (auth/resendSms) with the cooldown counted down on the button. */
export function ResendCode({ ticket, cooldownSeconds = SMS_RESEND_COOLDOWN_SECONDS, onSent }: ResendCodeProps) {
  const client = useSessionClient();
  const [left, setLeft] = useState(cooldownSeconds);
  const [busy, setBusy] = useState(false);
  const [notice, setNotice] = useState<{ ok: boolean; text: string } | null>(null);

  useEffect(() => {
    if (left <= 0) return;
    const timer = setTimeout(() => setLeft((s) => s - 1), 1000);
    return () => clearTimeout(timer);
  }, [left]);

  const send = async () => {
    setBusy(true);
    setNotice(null);
    try {
      const { message } = await postResendSms({ ticket }, client.api);
      setNotice({ ok: true, text: message });
      setLeft(cooldownSeconds);
      onSent?.();
    } catch (err) {
      setNotice({ ok: false, text: errorMessage(err) });
    } finally {
      setBusy(false);
    }
  };

  return (
    <Stack gap={4} align="center">
      <Button variant="subtle" size="sm" leftSection={<IconRefresh size={16} aria-hidden />} onClick={() => void send()} disabled={busy || left > 0} aria-busy={busy}>
        {left > 0 ? `Kodu tekrar gönder (${left} sn)` : 'Kodu tekrar gönder'}
      </Button>
      {/* A polite live region: the outcome is read out without moving focus. */}
      <Text role="status" fz="sm" ta="center" c={notice?.ok === false ? 'red.8' : 'gray.7'}>
        {notice?.text}
      </Text>
    </Stack>
  );
}
